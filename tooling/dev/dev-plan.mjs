// @ts-check
// What `pnpm dev <remote> …` runs, as pure functions of the remote registry and the local
// environment file (scripts/dev.mjs runs it): the named remotes from their dev servers, the
// others from their builds, and a development build of the shell, all on ports of their own so
// a suite started by the start command keeps running beside it. The shell takes each dev server
// through the QA override (`?remote-override=…`), the path QA uses on a deployed environment.

/** @typedef {import('../remote-registry/remote-registry.mjs').RegisteredRemote} RegisteredRemote */

/** The dev shell's port, and the API's when no started suite's API answers on 3100. */
export const DEV_SHELL_PORT = 4000;
export const DEV_API_PORT = 4100;
/** The started suite's API, used when it answers. */
export const SUITE_API_URL = 'http://127.0.0.1:3100';

/** A remote's dev server: its registry port + 1000 (mf-sov: 4001). */
export function devServerPort(/** @type {RegisteredRemote} */ remote) {
  return remote.port + 1000;
}

/** A remote's build, served for the dev shell: its registry port + 1200 (mf-sov: 4201). */
export function builtServerPort(/** @type {RegisteredRemote} */ remote) {
  return remote.port + 1200;
}

/**
 * The remotes named on the command line, in the registry's order.
 * @param {string[]} names
 * @param {RegisteredRemote[]} registry
 * @returns {RegisteredRemote[]} throws with a usage message when none or an unknown one is named
 */
export function remotesToDevelop(names, registry) {
  const known = registry.map((remote) => remote.name);
  const usage = `usage: pnpm dev <remote> [<remote> …]   remotes: ${known.join(', ')}`;
  if (names.length === 0) throw new Error(usage);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`${unknown.join(', ')}: not a remote of the suite.\n${usage}`);
  return registry.filter((remote) => names.includes(remote.name));
}

/**
 * The dev shell's environment file: the local environment's pins, each served from its build on
 * its dev port; not production, so the QA override may point a remote at a dev server.
 * @param {{ remotes: Record<string, { version: string }> } & Record<string, unknown>} local
 * @param {RegisteredRemote[]} registry
 */
export function devEnvironment(local, registry) {
  /** @type {Record<string, { version: string, manifestUrl: string }>} */
  const remotes = {};
  for (const remote of registry) {
    const version = local.remotes[remote.name]?.version;
    if (!version) continue;
    remotes[remote.name] = {
      version,
      manifestUrl: `http://127.0.0.1:${builtServerPort(remote)}/${version}/mf-manifest.json`,
    };
  }
  const allowedOrigins = registry.map((remote) => `http://127.0.0.1:${builtServerPort(remote)}`);
  return { ...local, name: 'dev', production: false, remotes, allowedOrigins };
}

/** Where a dev server's manifest answers. */
export function devManifestUrl(/** @type {RegisteredRemote} */ remote) {
  return `http://localhost:${devServerPort(remote)}/mf-manifest.json`;
}

/**
 * The address that opens the dev shell on the dev servers: the QA override of each.
 * @param {RegisteredRemote[]} developed
 */
export function devShellUrl(developed, pathname = '/login') {
  const overrides = developed.map((remote) => `${remote.name}@${devManifestUrl(remote)}`).join(',');
  return `http://localhost:${DEV_SHELL_PORT}${pathname}?remote-override=${encodeURIComponent(overrides)}`;
}
