// Types of hostile-requests.mjs for the TypeScript packages that send the list (the API's tests).
export interface HostileRequest {
  name: string;
  /** The request as sent, CRLFs included. */
  raw: string;
}
export interface RawAnswer {
  status: number | null;
  text: string;
}
export function hostileRequests(options?: { prefix?: string }): HostileRequest[];
export function sendRaw(port: number, raw: string, options?: { timeoutMs?: number }): Promise<RawAnswer>;
export function sendSlowly(port: number, path: string, options: { timeoutMs: number }): Promise<RawAnswer>;
export const LEAK_MARKERS: readonly string[];
