// The checks every command that points a remote at a version makes before it writes: the
// version exists where the pinned one is served, on an allowed origin, and speaks the shell's
// contract major. `pin`, `canary` and `promote` share them, so none can write what another refuses.
import { CliError } from './cli-error.mjs';
import { majorOf, manifestUrlFor, readBuildInfo, shellContractVersion, VERSION_PATTERN } from './build-info.mjs';

/** The remote's stable pin, or a misuse error naming the remotes the environment pins. */
export function stablePinOf(environment, envName, remote) {
  const pin = environment.env.remotes[remote];
  if (!pin) {
    const known = Object.keys(environment.env.remotes).join(', ');
    throw new CliError(`${envName} pins no remote "${remote}" (it pins: ${known})`, 2);
  }
  return pin;
}

/**
 * @param {{ root: string, envName: string, environment: { env: any }, remote: string, version: string, fetchImpl?: typeof fetch, verb?: string }} options
 * @returns {Promise<{ manifestUrl: string, contractVersion: string }>}
 */
export async function checkVersion({
  root,
  envName,
  environment,
  remote,
  version,
  fetchImpl = fetch,
  verb = 'pinned',
}) {
  if (!VERSION_PATTERN.test(version)) throw new CliError(`"${version}" is not a version (e.g. 1.2.0)`, 2);
  const stable = stablePinOf(environment, envName, remote);
  const manifestUrl = manifestUrlFor(stable.manifestUrl, stable.version, version);
  if (!manifestUrl) {
    throw new CliError(`${remote}'s manifest URL ${stable.manifestUrl} has no /${stable.version}/ segment to swap`);
  }
  const allowed = environment.env.allowedOrigins;
  if (Array.isArray(allowed) && !allowed.includes(new URL(manifestUrl).origin)) {
    throw new CliError(`${new URL(manifestUrl).origin} is not in ${envName}'s allowedOrigins`);
  }

  const local = envName === 'local';
  const build = await readBuildInfo({ root, remote, version, manifestUrl, local, fetchImpl });
  if (!build.manifest.ok) {
    throw new CliError(
      `${remote} ${version} has no manifest at ${build.where} (${build.manifest.reason}): not ${verb}`,
    );
  }
  if (!build.contract.ok || typeof build.contract.value?.contractVersion !== 'string') {
    throw new CliError(
      `${remote} ${version} has no readable contract.json next to its manifest: rebuild it, not ${verb}`,
    );
  }
  const contractVersion = build.contract.value.contractVersion;
  const shellVersion = shellContractVersion(root);
  if (majorOf(contractVersion) !== majorOf(shellVersion)) {
    throw new CliError(
      `${remote} ${version} was built for contract ${contractVersion}; the shell uses contract ${shellVersion}: not ${verb}`,
    );
  }
  return { manifestUrl, contractVersion };
}
