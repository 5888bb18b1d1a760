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
 * @typedef {{ name: string, dir: string, dependencies: string[], scripts?: Record<string, string> }} WorkspacePackage
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
 * @typedef {string[] | Record<string, string[]>} SpecEntry a file's packages, or its tests' by a part of their titles
 * @typedef {{ files: string[], grep: string | null, tests: string[] }} SpecSelection
 */

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The browser specs to run for a change: every one when it touches a package every spec goes
 * through; otherwise the files, or the tests of a file mapped test by test, whose declared
 * packages meet the affected ones. `grep` is Playwright's --grep for the tests picked from part of
 * a file (it matches the file's name and the test's title), null when whole files are run.
 * @param {ChangeScope} scope
 * @param {Record<string, SpecEntry>} specPackages
 * @returns {SpecSelection}
 */
export function specsForChange(scope, specPackages) {
  const every = scope.everything || EVERY_SPEC_PACKAGES.some((name) => scope.affected.has(name));
  /** @param {string[]} names */
  const concerned = (names) =>
    every || names.some((name) => scope.affected.has(name) || (name === 'monolith' && scope.monolith));
  /** @type {string[]} */
  const files = [];
  /** @type {string[]} */
  const patterns = [];
  /** @type {string[]} */
  const tests = [];
  let partial = false;
  for (const file of Object.keys(specPackages).sort()) {
    const entry = specPackages[file];
    if (Array.isArray(entry)) {
      if (!concerned(entry)) continue;
      files.push(file);
      patterns.push(escapeRegExp(file));
      tests.push(file);
      continue;
    }
    const picked = Object.keys(entry).filter((title) => concerned(entry[title]));
    if (picked.length === 0) continue;
    files.push(file);
    if (picked.length < Object.keys(entry).length) partial = true;
    for (const title of picked) {
      patterns.push(`${escapeRegExp(file)}.*${escapeRegExp(title)}`);
      tests.push(`${file} › ${title}`);
    }
  }
  return { files, grep: partial ? patterns.join('|') : null, tests };
}
