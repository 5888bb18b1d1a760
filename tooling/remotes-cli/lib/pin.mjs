// `remotes pin <env> <remote> <version>`: checks that the version exists and speaks the shell's
// contract major, then rewrites the environment file. The shell reads the file on every page
// load, so the next reload uses the new version: no rebuild, no restart.
import { readEnvironment, writePin } from './environment-file.mjs';
import { checkVersion, stablePinOf } from './version-check.mjs';

/**
 * @param {{ root: string, envName: string, remote: string, version: string, fetchImpl?: typeof fetch }} options
 * @returns {Promise<{ previous: { version: string, manifestUrl: string }, pin: { version: string, manifestUrl: string }, contractVersion: string }>}
 */
export async function pinRemote({ root, envName, remote, version, fetchImpl = fetch }) {
  const environment = await readEnvironment(root, envName);
  const previous = stablePinOf(environment, envName, remote);
  const { manifestUrl, contractVersion } = await checkVersion({
    root,
    envName,
    environment,
    remote,
    version,
    fetchImpl,
  });
  const pin = { version, manifestUrl };
  await writePin(environment, remote, pin);
  return { previous: { version: previous.version, manifestUrl: previous.manifestUrl }, pin, contractVersion };
}
