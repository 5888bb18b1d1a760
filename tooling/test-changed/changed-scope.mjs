// @ts-check
// What a change touches, from the files it changed: the workspace packages (and those that depend
// on them), and the browser specs whose assertions concern them (e2e/spec-packages.json).

/**
 * Packages every browser spec goes through: the host, what it shares with the remotes, the API,
 * the servers, the build and test presets, and the browser tests themselves. A change to any of
 * them runs every spec.
 */
const EVERY_SPEC_PACKAGES = Object.freeze([
  'shell',
  'shared-contracts',
  'shared-ui',
  'shared-router',
  'api',
  'web-server',
  'tooling',
  'e2e',
]);

/** Files outside the packages that change nothing a test runs: text for people. */
const TEXT_ONLY = /(^docs\/|\.md$)/;

/**
 * @typedef {{ name: string, dir: string, dependencies: string[] }} WorkspacePackage
 * @typedef {{ packages: Set<string>, affected: Set<string>, textOnly: string[], everything: boolean, monolith: boolean }} ChangeScope
 */

/**
 * @param {string[]} files paths relative to the repository's root
 * @param {WorkspacePackage[]} workspace
 * @returns {ChangeScope}
 */
export function scopeOfChange(files, workspace) {
  /** @type {Set<string>} */
  const packages = new Set();
  /** @type {string[]} */
  const textOnly = [];
  let everything = false;
  let monolith = false;
  for (const file of files) {
    const owner = workspace.find((item) => file.startsWith(`${item.dir}/`));
    if (owner) packages.add(owner.name);
    else if (file.startsWith('monolith/')) monolith = true;
    else if (TEXT_ONLY.test(file)) textOnly.push(file);
    // The root's configs, scripts, lockfile, environments: whatever they feed, everything checks it.
    else everything = true;
  }
  const affected = everything ? new Set(workspace.map((item) => item.name)) : withDependents(packages, workspace);
  return { packages, affected, textOnly, everything, monolith };
}

/**
 * The packages given and every package that depends on one of them, directly or not.
 * @param {Set<string>} changed
 * @param {WorkspacePackage[]} workspace
 * @returns {Set<string>}
 */
export function withDependents(changed, workspace) {
  const affected = new Set(changed);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of workspace) {
      if (affected.has(item.name)) continue;
      if (item.dependencies.some((dependency) => affected.has(dependency))) {
        affected.add(item.name);
        grew = true;
      }
    }
  }
  return affected;
}

/**
 * The spec files to run for a change: every one when it touches a package every spec goes
 * through; otherwise those whose declared packages meet the affected ones.
 * @param {ChangeScope} scope
 * @param {Record<string, string[]>} specPackages spec file -> the packages its assertions concern
 * @returns {string[]}
 */
export function specsForChange(scope, specPackages) {
  const specs = Object.keys(specPackages).sort();
  if (scope.everything || EVERY_SPEC_PACKAGES.some((name) => scope.affected.has(name))) return specs;
  return specs.filter((spec) =>
    specPackages[spec].some((name) => scope.affected.has(name) || (name === 'monolith' && scope.monolith)),
  );
}
