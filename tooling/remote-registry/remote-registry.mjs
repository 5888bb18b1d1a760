// @ts-check
// The remotes of the suite are written once, in shared-contracts/remotes.json: package name ->
// federation name, port (its dev server and its static server in the started suite) and title.
// Everything else that needs the list takes it from there: the environment schema
// (shared-contracts/src/environment.ts), the webpack preset's dev port, the start script, the
// ESLint boundaries, the e2e support, the monolith, the benches and budgets. What cannot import
// it (docker-compose.yml, environments/*.json, each remote's own package) is checked against it
// by check-registry.mjs; the docs point to it instead of listing the remotes.
//
// The derivations are pure functions of the registry, so remote-registry.test.mjs hands them a
// registry with one more remote and sees it picked up everywhere.
import registryJson from '../../shared-contracts/remotes.json' with { type: 'json' };

/** @typedef {{ name: string, federationName: string, port: number, title: string }} RegisteredRemote */

/** The version every remote's first build carries; the started suite waits for its manifest. */
const FIRST_VERSION = '1.0.0';

/**
 * The registry's entries in their order, checked: a package name `mf-<name>`, a federation name
 * that is a JS identifier, one port each, a title.
 * @param {unknown} json the parsed remotes.json
 * @returns {RegisteredRemote[]}
 */
export function parseRemoteRegistry(json) {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('remotes.json: must be an object');
  const remotes = Object.entries(json).map(([name, entry]) => {
    const where = `remotes.json: ${name}`;
    if (!/^mf-[a-z][a-z0-9-]*$/.test(name)) throw new Error(`${where}: the package name must be mf-<name>`);
    const { federationName, port, title, ...rest } = entry ?? {};
    if (Object.keys(rest).length) throw new Error(`${where}: unknown fields ${Object.keys(rest).join(', ')}`);
    if (typeof federationName !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(federationName)) {
      throw new Error(`${where}: federationName must be a JS identifier such as mf_sov`);
    }
    if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`${where}: port must be 1024-65535`);
    if (typeof title !== 'string' || !title) throw new Error(`${where}: title must be a text`);
    return { name, federationName, port, title };
  });
  for (const key of /** @type {const} */ (['federationName', 'port'])) {
    const seen = new Set();
    for (const remote of remotes) {
      if (seen.has(remote[key])) throw new Error(`remotes.json: ${key} ${remote[key]} is given twice`);
      seen.add(remote[key]);
    }
  }
  return remotes;
}

/** The registry as shared-contracts/remotes.json holds it. */
export function readRemoteRegistry() {
  return parseRemoteRegistry(registryJson);
}

/** Where the started suite (and the local environment) serves a remote. */
function remoteOrigin(/** @type {RegisteredRemote} */ remote) {
  return `http://127.0.0.1:${remote.port}`;
}

/**
 * scripts/start-suite.mjs: one static server per remote, serving its whole dist/ (every version
 * side by side) on its own port, ready once its first version's manifest answers.
 * @param {RegisteredRemote[]} remotes
 */
export function remoteServers(remotes) {
  return remotes.map((remote) => ({
    name: remote.name,
    port: remote.port,
    args: ['web-server/src/serve-remote.mjs', '--dir', `${remote.name}/dist`, '--port', String(remote.port)],
    readyUrl: `${remoteOrigin(remote)}/${FIRST_VERSION}/mf-manifest.json`,
  }));
}

/**
 * eslint.config.mjs: a remote imports neither the shell nor another remote.
 * @param {RegisteredRemote[]} remotes
 * @param {{ name: string, message: string }[]} [paths] the workspace's other forbidden imports,
 *   kept because a file's `no-restricted-imports` is the last block's that matches it
 */
export function remoteImportBoundaries(remotes, paths = []) {
  const names = remotes.map((remote) => remote.name);
  return names.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'shell',
            'shell/*',
            '**/shell/**',
            ...names.filter((other) => other !== remote).flatMap((other) => [other, `${other}/*`, `**/${other}/**`]),
          ].map((group) => ({
            group: [group],
            message: 'A remote reaches the shell and other remotes only through shared-contracts and federation ids.',
          })),
          paths,
        },
      ],
    },
  }));
}

/**
 * The e2e support and the benches: which remote a port of the started suite belongs to.
 * @param {RegisteredRemote[]} remotes
 * @returns {Record<string, string>} port -> package name
 */
export function remotesByPort(remotes) {
  return Object.fromEntries(remotes.map((remote) => [String(remote.port), remote.name]));
}

/**
 * docker-compose.yml, as `docker-compose config` resolves it: a service per remote, built as the
 * `remote` target from its own package and publishing its port; no remote service the registry
 * does not know.
 * @param {RegisteredRemote[]} remotes
 * @param {{ services?: Record<string, any> }} compose
 * @returns {string[]} one line per problem
 */
export function composeProblems(remotes, compose) {
  const services = compose.services ?? {};
  const problems = [];
  for (const remote of remotes) {
    const service = services[remote.name];
    if (!service) {
      problems.push(`docker-compose.yml: no service ${remote.name}`);
      continue;
    }
    if (service.build?.target !== 'remote' || service.build?.args?.REMOTE !== remote.name) {
      problems.push(`docker-compose.yml: ${remote.name} must build the remote target with REMOTE: ${remote.name}`);
    }
    const published = (service.ports ?? []).map((/** @type {unknown} */ port) =>
      port && typeof port === 'object' && 'published' in port
        ? Number(port.published)
        : Number(String(port).split(':')[0]),
    );
    if (!published.includes(remote.port)) {
      problems.push(`docker-compose.yml: ${remote.name} must publish port ${remote.port}`);
    }
  }
  const registered = new Set(remotes.map((remote) => remote.name));
  for (const [name, service] of Object.entries(services)) {
    if (service.build?.target === 'remote' && !registered.has(name)) {
      problems.push(`docker-compose.yml: ${name} is not in shared-contracts/remotes.json`);
    }
  }
  return problems;
}

/**
 * environments/<env>.json: the schema lets a file leave a remote out (its view then says so), but
 * the suite's own files pin every registered remote; `local` pins the started suite's origins.
 * @param {RegisteredRemote[]} remotes
 * @param {string} envName
 * @param {{ remotes?: Record<string, { manifestUrl?: string }>, allowedOrigins?: string[] }} env
 * @returns {string[]} one line per problem
 */
export function environmentProblems(remotes, envName, env) {
  const file = `environments/${envName}.json`;
  const pins = env.remotes ?? {};
  const problems = [];
  for (const remote of remotes) {
    const pin = pins[remote.name];
    if (!pin) {
      problems.push(`${file}: no pin for ${remote.name}`);
      continue;
    }
    if (envName !== 'local') continue;
    const origin = remoteOrigin(remote);
    if (!pin.manifestUrl?.startsWith(`${origin}/`)) {
      problems.push(`${file}: ${remote.name}'s manifestUrl must be on ${origin}, where the suite serves it`);
    }
    if (env.allowedOrigins && !env.allowedOrigins.includes(origin)) {
      problems.push(`${file}: allowedOrigins must include ${origin} (${remote.name})`);
    }
  }
  const registered = new Set(remotes.map((remote) => remote.name));
  for (const name of Object.keys(pins)) {
    if (!registered.has(name)) problems.push(`${file}: ${name} is not in shared-contracts/remotes.json`);
  }
  return problems;
}

/**
 * A remote's own package: its folder's package.json has the registered name, its
 * module-federation.config.cjs the registered federation name.
 * @param {RegisteredRemote} remote
 * @param {{ packageName?: string, federationName?: string }} found what the folder holds
 * @returns {string[]}
 */
export function packageProblems(remote, found) {
  const problems = [];
  if (found.packageName !== remote.name) {
    problems.push(`${remote.name}/package.json: name must be ${remote.name} (is ${found.packageName ?? 'missing'})`);
  }
  if (found.federationName !== remote.federationName) {
    problems.push(
      `${remote.name}/module-federation.config.cjs: name must be ${remote.federationName} (is ${found.federationName ?? 'missing'})`,
    );
  }
  return problems;
}
