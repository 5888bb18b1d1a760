// Type imports only: this runs in main.ts, before shared libraries are available.
import type { CanaryRollbacksResponse, EnvironmentFile } from 'shared-contracts';

/** `remote@version` of each canary the API rolled back in this environment. */
export type RolledBackCanaries = ReadonlySet<string>;

export const rollbackKey = (remote: string, version: string) => `${remote}@${version}`;

export function hasCanary(env: EnvironmentFile): boolean {
  return Object.values(env.remotes).some((pin) => pin?.canary !== undefined);
}

/**
 * The canaries the API withdrew (load telemetry crossed the environment's policy), read on a
 * page load that has a canary at all. A failure to read them keeps the canaries: the page must
 * not fail to start because the API is briefly away.
 */
export async function loadCanaryRollbacks(
  env: EnvironmentFile,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RolledBackCanaries> {
  if (!hasCanary(env)) return new Set();
  try {
    const response = await fetchImpl(`${env.apiBase}/v2/federation/rollbacks?env=${encodeURIComponent(env.name)}`, {
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as CanaryRollbacksResponse;
    return new Set(body.rollbacks.map((rollback) => rollbackKey(rollback.remote, rollback.version)));
  } catch (error) {
    console.warn('[shell] canary rollbacks could not be read; canaries stay as the environment gives them', error);
    return new Set();
  }
}
