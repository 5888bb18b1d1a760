// The schema comes from its own entry, not the package's index: this runs in main.ts, before
// the async boundary where shared libraries (shared-contracts among them) become available.
import { checkEnvironmentFile, type EnvironmentFile } from 'shared-contracts/environment';

export class EnvironmentLoadError extends Error {
  override name = 'EnvironmentLoadError';
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
  const checked = checkEnvironmentFile(body);
  if (!checked.ok) {
    throw new EnvironmentLoadError(`The environment file is not valid: ${checked.problems.join('; ')}`);
  }
  return checked.environment;
}
