import { buildQueryString, HttpError, type HttpClient, type HttpRequest } from './http';

export interface FetchHttpClientOptions {
  /** API root, e.g. `/api` (same origin) or `http://127.0.0.1:3100/api`. */
  baseUrl: string;
  getToken: () => string | null;
  /** Called once per 401 answer; the shell logs out. */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
}

async function readError(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through to the status text
  }
  return response.statusText || `HTTP ${response.status}`;
}

/**
 * The suite's one HTTP client: bearer token, abort signal, JSON both ways (a FormData body is sent
 * as multipart), 401 -> logout.
 */
export function createFetchHttpClient(options: FetchHttpClientOptions): HttpClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  async function request<T>({ method = 'GET', path, query, body, signal }: HttpRequest): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // A FormData body (a file upload) goes as multipart: the browser writes its boundary header.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    const response = await fetchImpl(`${options.baseUrl}${path}${buildQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
    if (response.status === 401) {
      options.onUnauthorized();
      throw new HttpError(401, await readError(response));
    }
    if (!response.ok) throw new HttpError(response.status, await readError(response));
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  return {
    request,
    get: (path, rest) => request({ ...rest, path, method: 'GET' }),
    post: (path, body, rest) => request({ ...rest, path, body, method: 'POST' }),
  };
}
