import type { EnvironmentFile } from 'shared-contracts';

// Type imports only: this runs in main.ts, before the async boundary where shared libraries
// become available.

export class EnvironmentLoadError extends Error {
  override name = 'EnvironmentLoadError';
}

function isEnvironmentFile(value: unknown): value is EnvironmentFile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<EnvironmentFile>;
  return (
    typeof candidate.apiBase === 'string' &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    typeof candidate.external === 'object' &&
    (candidate.allowedOrigins === undefined ||
      (Array.isArray(candidate.allowedOrigins) &&
        candidate.allowedOrigins.every((origin) => typeof origin === 'string')))
  );
}

/** Reads `/env.json` fresh (never from cache), so a new pin shows on the next reload. */
export async function loadEnvironment(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<EnvironmentFile> {
  let response: Response;
  try {
    response = await fetchImpl('/env.json', { cache: 'no-store', credentials: 'same-origin' });
  } catch (error) {
    throw new EnvironmentLoadError(`The environment file could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new EnvironmentLoadError(`The environment file answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new EnvironmentLoadError('The environment file is not JSON');
  }
  if (!isEnvironmentFile(body))
    throw new EnvironmentLoadError(
      'The environment file lacks apiBase, remotes or external, or allowedOrigins is not a list',
    );
  return body;
}
