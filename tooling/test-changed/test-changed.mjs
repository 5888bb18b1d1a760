#!/usr/bin/env node
// @ts-check
// `pnpm test:changed [base]`: a team's loop between one package's unit tests and the whole test
// command. For the packages changed since the base (origin/main unless given; commits and the
// work tree both) and those that depend on them: lint, format of the changed files, typecheck,
// unit tests, then the browser specs whose assertions concern them (e2e/spec-packages.json)
// against the suite with only those packages rebuilt over an earlier full build. Never CI's: CI
// runs the whole command (scripts/test.sh).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUITE_CHANGING_SPECS, SUITE_ENV, SUITE_READY_URL } from '../../e2e/suite-server.mjs';
import { scopeOfChange, specsForChange } from './changed-scope.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = process.argv[2] ?? 'origin/main';

/** @param {string[]} args */
function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
}

/** @returns {import('./changed-scope.mjs').WorkspacePackage[]} */
function readWorkspace() {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => {
      const manifest = JSON.parse(readFileSync(path.join(root, entry.name, 'package.json'), 'utf8'));
      const all = { ...manifest.dependencies, ...manifest.devDependencies };
      const dependencies = Object.keys(all).filter((name) => String(all[name]).startsWith('workspace:'));
      return { name: manifest.name, dir: entry.name, dependencies, scripts: manifest.scripts ?? {} };
    });
}

/** @type {Array<[string, number, string]>} */
const timings = [];

/**
 * Runs one step, printing its time; stops everything on the first failure.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===\n$ ${command} ${args.join(' ')}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - startedAt) / 1000;
  timings.push([label, seconds, result.status === 0 ? '' : ` (failed, exit ${result.status})`]);
  console.log(`--- ${label}: ${seconds.toFixed(1)} s`);
  if (result.status !== 0) finish(result.status ?? 1);
}

/** @param {number} code */
function finish(code) {
  console.log('\n=== test:changed step times ===');
  for (const [label, seconds, note] of timings)
    console.log(`${`${seconds.toFixed(1)} s`.padStart(9)}  ${label}${note}`);
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`${`${total.toFixed(1)} s`.padStart(9)}  total`);
  process.exit(code);
}

const mergeBase = (() => {
  try {
    return git('merge-base', base, 'HEAD')[0];
  } catch {
    console.error(`No base "${base}" to compare with: give one, e.g. \`pnpm test:changed main\`.`);
    process.exit(2);
  }
})();
// Committed since the base, changed in the work tree, and new files git does not ignore.
const files = [
  ...new Set([...git('diff', '--name-only', mergeBase), ...git('ls-files', '--others', '--exclude-standard')]),
];
const workspace = readWorkspace();
const scope = scopeOfChange(files, workspace);
/** @type {Record<string, import('./changed-scope.mjs').SpecEntry>} */
const specPackages = JSON.parse(readFileSync(path.join(root, 'e2e', 'spec-packages.json'), 'utf8')).specs;
const selection = specsForChange(scope, specPackages);
const specs = selection.files;
const affected = workspace.filter((item) => scope.affected.has(item.name));
// The apps the suite serves (the API runs from its sources): those the change reaches are rebuilt.
const rebuilt = affected.filter((item) => item.dir === 'shell' || item.dir.startsWith('mf-'));

console.log(`Changed since ${base} (${mergeBase.slice(0, 7)}): ${files.length} file(s)
  packages changed: ${[...scope.packages].join(', ') || 'none'}${scope.everything ? ' (and root files: every package)' : ''}
  with their dependents: ${affected.map((item) => item.name).join(', ') || 'none'}
  browser specs: ${selection.grep === null && specs.length === Object.keys(specPackages).length ? `every one (${specs.length} files)` : selection.tests.join(', ') || 'none'}`);
if (files.length === 0) {
  console.log('Nothing changed: nothing to check.');
  process.exit(0);
}

/** @param {import('./changed-scope.mjs').WorkspacePackage[]} items @returns {string[]} */
const filters = (items) => items.flatMap((item) => ['--filter', item.name]);
const existing = files.filter((file) => existsSync(path.join(root, file)));

if (affected.length > 0 || scope.monolith) {
  run('lint', 'pnpm', ['exec', 'eslint', ...affected.map((item) => item.dir), ...(scope.monolith ? ['monolith'] : [])]);
}
if (existing.length > 0)
  run('format (changed files)', 'pnpm', ['exec', 'prettier', '--check', '--ignore-unknown', ...existing]);
if (scope.textOnly.length > 0 || scope.everything) run('doc links', 'node', ['tooling/doc-links/check-doc-links.mjs']);
const typechecked = affected.filter((item) => item.scripts.typecheck);
if (typechecked.length > 0) run('typecheck', 'pnpm', ['-r', '--parallel', ...filters(typechecked), 'run', 'typecheck']);
const tested = affected.filter((item) => item.scripts.test && item.name !== 'e2e');
if (tested.length > 0)
  run('unit tests', 'pnpm', ['-r', '--workspace-concurrency=1', ...filters(tested), 'run', 'test']);

if (specs.length > 0) {
  // Over an earlier full build: a package never built yet is built now, with all the others.
  const builtBefore = existsSync(path.join(root, 'shell', 'dist', 'index.html'));
  if (!builtBefore) run('build (no earlier build: every app)', 'pnpm', ['build']);
  else if (rebuilt.length > 0) run('build (changed apps only)', 'pnpm', ['-r', ...filters(rebuilt), 'run', 'build']);
  await startSuite();
  // The specs that change the suite run alone after the others, as in the whole run; given by
  // file, each project runs only those (--no-deps: the whole shared project is not run first).
  // `--project=` with its value: the option takes several names, and would take the files too.
  const shared = specs.filter((spec) => !SUITE_CHANGING_SPECS.includes(spec));
  const alone = specs.filter((spec) => SUITE_CHANGING_SPECS.includes(spec));
  const playwright = [
    '--filter',
    'e2e',
    'exec',
    'playwright',
    'test',
    ...(selection.grep ? ['--grep', selection.grep] : []),
  ];
  if (shared.length > 0)
    run(`browser specs (${shared.length} files)`, 'pnpm', [...playwright, '--project=shared suite', ...shared]);
  if (alone.length > 0)
    run(`browser specs run alone (${alone.length} files)`, 'pnpm', [
      ...playwright,
      '--project=suite to itself',
      '--no-deps',
      ...alone,
    ]);
}
finish(0);

/**
 * Starts the suite as the browser run would (e2e/suite-server.mjs), once for both runs, which
 * then find it answering and reuse it; stopped when this command ends. One already answering
 * (a developer's) is used as it is.
 */
async function startSuite() {
  if (await answers(SUITE_READY_URL)) return;
  const startedAt = Date.now();
  const suite = spawn('node', ['scripts/start-suite.mjs'], {
    cwd: root,
    env: { ...process.env, ...SUITE_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => suite.kill('SIGTERM'));
  while (!(await answers(SUITE_READY_URL))) {
    if (suite.exitCode !== null || Date.now() - startedAt > 180_000) {
      console.error('The suite did not start: see its errors above.');
      finish(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  timings.push(['start the suite', (Date.now() - startedAt) / 1000, '']);
}

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
