import { describe, expect, it } from 'vitest';
import { FURNITURE_TYPES, familyOf } from '@masswerk/domain';
import routes from '../routes';
import { loader } from './redirect';

/** What the redirect route answers for a path: [status, Location]. */
async function answerOf(path: string): Promise<[number, string | null]> {
  try {
    await loader({ request: new Request(`http://shop.example${path}`), context: undefined, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return [thrown.status, thrown.headers.get('Location')];
    throw thrown;
  }
  throw new Error(`${path}: the redirect route answered without redirecting`);
}

// shop.md §2: /joyn_old/{uuid} -> /joyn/{uuid}, the query kept; the former segment comes from the family.
describe("a family's former address", () => {
  const uuid = '6f1c2f1e-8d3c-4c5e-9a53-0d2b1f7e4a10';
  const former = FURNITURE_TYPES.flatMap((type) => {
    const segment = familyOf(type).formerPathSegment;
    return segment === null ? [] : [{ type, segment }];
  });

  it('exists for the joyn designs (shop.md §2)', () => {
    expect(former).toEqual([{ type: 'joyn', segment: 'joyn_old' }]);
  });

  it.each(former)('/$segment/{uuid} leads to /$type/{uuid} in every locale, the query kept', async ({ type, segment }) => {
    expect(await answerOf(`/${segment}/${uuid}?tab=colour&mx=7`)).toEqual([301, `/${type}/${uuid}?tab=colour&mx=7`]);
    expect(await answerOf(`/fr-ch/${segment}/${uuid}`)).toEqual([301, `/fr-ch/${type}/${uuid}`]);
  });

  it('is a route of every locale', () => {
    const paths = routes.map((r) => r.path);
    for (const { segment } of former) {
      expect(paths).toContain(`${segment}/:uuid`);
      expect(paths).toContain(`nl-nl/${segment}/:uuid`);
    }
  });

  it('is not any other two-segment path', async () => {
    expect((await answerOf(`/joyn/${uuid}`))[0]).toBe(404);
    expect((await answerOf(`/something_old/${uuid}`))[0]).toBe(404);
  });
});
