// `remotes canary|promote|rollback`: a version for a share of users beside the stable pin. The
// shell assigns each user by a stable hash of their id (shell/src/features/canary), so moving
// the percent up keeps everyone already on the canary there.
import { CliError } from './cli-error.mjs';
import { readEnvironment, writeRemote } from './environment-file.mjs';
import { checkVersion, stablePinOf } from './version-check.mjs';

/** A share of users: a number from 1 to 100 (0 is a rollback, which has its own command). */
export function parsePercent(text) {
  const percent = Number(text);
  if (!/^\d+(\.\d+)?$/.test(String(text)) || !(percent > 0 && percent <= 100)) {
    throw new CliError(`--percent must be a number above 0 and at most 100, got "${text}"`, 2);
  }
  return percent;
}

/**
 * Gives `version` to `percent` % of users of `envName`, after the same checks as `pin`.
 * @returns {Promise<{ stable: { version: string }, canary: { version: string, manifestUrl: string, percent: number }, previous: any, contractVersion: string }>}
 */
export async function startCanary({ root, envName, remote, version, percent, fetchImpl = fetch }) {
  const environment = await readEnvironment(root, envName);
  const stable = stablePinOf(environment, envName, remote);
  if (version === stable.version) {
    throw new CliError(`${remote} ${version} is already the stable pin in ${envName}: no canary needed`, 2);
  }
  const { manifestUrl, contractVersion } = await checkVersion({
    root,
    envName,
    environment,
    remote,
    version,
    fetchImpl,
    verb: 'released as a canary',
  });
  const canary = { version, manifestUrl, percent };
  await writeRemote(environment, remote, { version: stable.version, manifestUrl: stable.manifestUrl, canary });
  return { stable, canary, previous: stable.canary ?? null, contractVersion };
}

function canaryOf(environment, envName, remote) {
  const stable = stablePinOf(environment, envName, remote);
  if (!stable.canary) throw new CliError(`${remote} has no canary in ${envName}`, 1);
  return { stable, canary: stable.canary };
}

/** Makes the canary the stable pin for everybody (its build checked again first). */
export async function promoteCanary({ root, envName, remote, fetchImpl = fetch }) {
  const environment = await readEnvironment(root, envName);
  const { stable, canary } = canaryOf(environment, envName, remote);
  const { manifestUrl, contractVersion } = await checkVersion({
    root,
    envName,
    environment,
    remote,
    version: canary.version,
    fetchImpl,
    verb: 'promoted',
  });
  await writeRemote(environment, remote, { version: canary.version, manifestUrl });
  return { previous: stable, pin: { version: canary.version, manifestUrl }, contractVersion };
}

/** Drops the canary: everybody loads the stable pin from the next page load. */
export async function rollbackCanary({ root, envName, remote }) {
  const environment = await readEnvironment(root, envName);
  const { stable, canary } = canaryOf(environment, envName, remote);
  await writeRemote(environment, remote, { version: stable.version, manifestUrl: stable.manifestUrl });
  return { stable, canary };
}
