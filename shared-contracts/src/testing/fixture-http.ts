import type { HttpClient, HttpRequest } from '../http';

/** An HttpClient answered by `answer` (which may throw an HttpError), recording every request. */
export type FixtureHttp = HttpClient & { requests: HttpRequest[] };

/** For tests: a fixture answers each request. */
export function fixtureHttp(answer: (request: HttpRequest) => unknown): FixtureHttp {
  const requests: HttpRequest[] = [];
  const request = async <T>(call: HttpRequest): Promise<T> => {
    requests.push(call);
    return (await answer(call)) as T;
  };
  return {
    requests,
    request,
    get: (path, options) => request({ ...options, method: 'GET', path }),
    post: (path, body, options) => request({ ...options, method: 'POST', path, body }),
  };
}

/** `METHOD /path` of a request, to route fixtures by. */
export const routeOf = (request: HttpRequest) => `${request.method ?? 'GET'} ${request.path}`;
