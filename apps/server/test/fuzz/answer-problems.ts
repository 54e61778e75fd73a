import { apiErrorSchema, apiRoutes, type RouteContract } from '@masswerk/contract';
import { routeKey, type FuzzRequest } from './api-cases.ts';

const patternOf = (path: string) => new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);

/** The contract route a method and URL reach, if any. */
function routeReached(method: string, url: string): RouteContract | undefined {
  const path = url.split('?')[0]!;
  return apiRoutes.find((route) => route.method.toUpperCase() === method && patternOf(route.path).test(path));
}

/**
 * What is wrong with an answer, in words (empty: nothing): a 5xx; a 4xx whose body is not the API's
 * error with a message (a 400 also naming each field by a path); a 2xx that its contract does not declare
 * or whose body its schema refuses.
 */
export async function answerProblems(request: FuzzRequest, response: Response): Promise<string[]> {
  const text = request.method === 'HEAD' ? '' : await response.text();
  const status = response.status;
  if (status >= 500) return [`${status}: ${text.slice(0, 300)}`];
  if (request.method === 'HEAD') return [];
  // "/api/health/../../x" is "/x": not an API call (the web app answers it in production).
  if (!new URL(request.url, 'http://localhost').pathname.startsWith('/api/')) return [];
  const problems: string[] = [];
  if (status >= 400) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return [`${status} with a body that is not JSON: ${text.slice(0, 120)}`];
    }
    const parsed = apiErrorSchema.safeParse(json);
    if (!parsed.success) return [`${status} with a body that is not the API's error: ${text.slice(0, 200)}`];
    const { message, fields, code } = parsed.data.error;
    if (message.trim() === '') problems.push(`${status} ${code} without a message`);
    if (status === 400 && (!fields || fields.length === 0 || fields.some((field) => field.path.trim() === '' || field.message.trim() === ''))) {
      problems.push(`400 ${code} without a field path for each problem: ${text.slice(0, 200)}`);
    }
    return problems;
  }
  if (status >= 200 && status < 300) {
    const route = routeReached(request.method, request.url);
    if (!route) return [`${status} from a path and method the contract does not have`];
    const declared = route.responses[status];
    if (!declared) return [`${status}, which ${routeKey(route)} does not declare`];
    if (declared.schema && (response.headers.get('content-type') ?? '').includes('json')) {
      const parsed = declared.schema.safeParse(JSON.parse(text));
      if (!parsed.success) problems.push(`${status} body refused by the contract: ${parsed.error.message.slice(0, 300)}`);
    }
  }
  return problems;
}
