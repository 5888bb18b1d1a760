import { ANALYST_CLAIMS } from 'shared-contracts/testing';

/** An unsigned JWT carrying the analyst's claims: the client only decodes it. */
export function analystToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(ANALYST_CLAIMS)}.signature`;
}

/** The part of a fetch Response the HTTP client reads. */
export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: async () => body,
  } as Response;
}

/** Replaces the global fetch for one test; returns the mock and a restore function. */
export function mockFetch(): { fetchMock: jest.MockedFunction<typeof fetch>; restore: () => void } {
  const original = globalThis.fetch;
  const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
  globalThis.fetch = fetchMock;
  return { fetchMock, restore: () => void (globalThis.fetch = original) };
}
