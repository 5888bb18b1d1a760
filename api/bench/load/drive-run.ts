import autocannon from 'autocannon';
import type { LoadRun } from './scenarios';

/** What one pass of a run measured. */
export interface RunSample {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Count per status code outside 2xx, e.g. { 503: 12 }. */
  statuses: Record<string, number>;
  /** p99 of the 503 refusals alone: how quickly the guard says no. */
  refusalP99: number;
  /** 503 answers without a Retry-After header. */
  refusalsWithoutRetryAfter: number;
  /** Answers (2xx, or 404: no spots for the search) per second of the pass, and their p99. */
  answersPerSecond: number;
  answerP99: number;
  /** Of all responses, the share refused (503). */
  refusedShare: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * Drives one run for `seconds` against `apiUrl` (…/api) with autocannon. Latencies are taken
 * from every response (autocannon's own summary has no p95).
 */
export function driveRun(apiUrl: string, token: string, run: LoadRun, seconds: number): Promise<RunSample> {
  const base = new URL(apiUrl);
  const latencies: number[] = [];
  const refusals: number[] = [];
  const answers: number[] = [];
  let refusalsWithoutRetryAfter = 0;
  const statuses: Record<string, number> = {};
  // Each client says a response's headers just before its 'response': remember Retry-After.
  const retryAfterSeen = new WeakMap<object, boolean>();
  const watchHeaders = (client: autocannon.Client) => {
    client.on('headers', (parsed: unknown) => {
      const raw = (parsed as { headers?: unknown[] }).headers ?? [];
      retryAfterSeen.set(
        client,
        raw.some((item, index) => index % 2 === 0 && String(item).toLowerCase() === 'retry-after'),
      );
    });
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base.origin,
        connections: run.connections,
        duration: seconds,
        timeout: 10,
        setupClient: watchHeaders,
        // What a browser sends: the API may answer gzip, as it would to the dashboard.
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br',
        },
        requests: run.requests.map((request) => ({
          method: request.method,
          path: `${base.pathname.replace(/\/$/, '')}${request.path}`,
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          ...(request.newCall
            ? {
                setupRequest: (sent: autocannon.Request) => {
                  const call = request.newCall?.();
                  if (!call) return sent;
                  return {
                    ...sent,
                    path: `${base.pathname.replace(/\/$/, '')}${call.path}`,
                    body: JSON.stringify(call.body),
                  };
                },
              }
            : {}),
        })),
      },
      (error: unknown, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        latencies.sort((a, b) => a - b);
        refusals.sort((a, b) => a - b);
        answers.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors - result.timeouts,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statuses,
          refusalP99: percentile(refusals, 99),
          refusalsWithoutRetryAfter,
          answersPerSecond: answers.length / seconds,
          answerP99: percentile(answers, 99),
          refusedShare: latencies.length ? refusals.length / latencies.length : 0,
        });
      },
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode === 503) {
        refusals.push(responseTime);
        if (!retryAfterSeen.get(client)) refusalsWithoutRetryAfter += 1;
      } else if ((statusCode >= 200 && statusCode < 300) || statusCode === 404) answers.push(responseTime);
      if (statusCode < 200 || statusCode > 299) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}
