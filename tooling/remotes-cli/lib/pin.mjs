// `remotes pin <env> <remote> <version>`: checks that the version exists and speaks the shell's
// contract major, then rewrites the environment file. The shell reads the file on every page
// load, so the next reload uses the new version: no rebuild, no restart.
import { CliError } from './cli-error.mjs';
import { readEnvironment, writePin } from './environment-file.mjs';
import { majorOf, manifestUrlFor, readBuildInfo, shellContractVersion, VERSION_PATTERN } from './build-info.mjs';

/**
 * @param {{ root: string, envName: string, remote: string, version: string, fetchImpl?: typeof fetch }} options
 * @returns {Promise<{ previous: { version: string, manifestUrl: string }, pin: { version: string, manifestUrl: string }, contractVersion: string }>}
 */
export async function pinRemote({ root, envName, remote, version, fetchImpl = fetch }) {
  if (!VERSION_PATTERN.test(version)) throw new CliError(`"${version}" is not a version (e.g. 1.2.0)`, 2);
  const environment = await readEnvironment(root, envName);
  const previous = environment.env.remotes[remote];
  if (!previous) {
    const known = Object.keys(environment.env.remotes).join(', ');
    throw new CliError(`${envName} pins no remote "${remote}" (it pins: ${known})`, 2);
  }
  const manifestUrl = manifestUrlFor(previous.manifestUrl, previous.version, version);
  if (!manifestUrl) {
    throw new CliError(`${remote}'s manifest URL ${previous.manifestUrl} has no /${previous.version}/ segment to swap`);
  }
  const allowed = environment.env.allowedOrigins;
  if (Array.isArray(allowed) && !allowed.includes(new URL(manifestUrl).origin)) {
    throw new CliError(`${new URL(manifestUrl).origin} is not in ${envName}'s allowedOrigins`);
  }

  const local = envName === 'local';
  const build = await readBuildInfo({ root, remote, version, manifestUrl, local, fetchImpl });
  if (!build.manifest.ok) {
    throw new CliError(`${remote} ${version} has no manifest at ${build.where} (${build.manifest.reason}): not pinned`);
  }
  if (!build.contract.ok || typeof build.contract.value?.contractVersion !== 'string') {
    throw new CliError(
      `${remote} ${version} has no readable contract.json next to its manifest: rebuild it, not pinned`,
    );
  }
  const contractVersion = build.contract.value.contractVersion;
  const shellVersion = shellContractVersion(root);
  if (majorOf(contractVersion) !== majorOf(shellVersion)) {
    throw new CliError(
      `${remote} ${version} was built for contract ${contractVersion}; the shell uses contract ${shellVersion}: not pinned`,
    );
  }

  const pin = { version, manifestUrl };
  await writePin(environment, remote, pin);
  return { previous: { version: previous.version, manifestUrl: previous.manifestUrl }, pin, contractVersion };
}
