import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The newest mail to `email` as the server's development page /dev/mail shows its text, or (`/eml`) the
 * whole message; waits for the job worker to write it.
 */
export async function mailTo(request: APIRequestContext, email: string, part: '' | '/eml' = ''): Promise<string> {
  let name: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await (await request.get('/dev/mail/')).text();
        name = new RegExp(`<td>${email.replace(/[.+]/g, '\\$&')}</td><td><a href="/dev/mail/([^"]+)">`).exec(list)?.[1];
        return name;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return (await request.get(`/dev/mail/${name}${part}`)).text();
}
