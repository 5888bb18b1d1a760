/** Options of one call through the host's HTTP client. */
export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API root, e.g. `/v2/sov/industries`. */
  path: string;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one HTTP client of the suite (the HostApi's): it adds the bearer token, aborts with the
 * caller's signal and logs out on 401. Remotes never call the API by URL.
 */
export interface HttpClient {
  request<T>(request: HttpRequest): Promise<T>;
  get<T>(path: string, options?: Omit<HttpRequest, 'path' | 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<HttpRequest, 'path' | 'method' | 'body'>): Promise<T>;
}

/** A non-2xx answer. `message` is the API's `error` field when it sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Turns a query object into a query string, repeating keys for lists. */
export function buildQueryString(query: HttpRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
