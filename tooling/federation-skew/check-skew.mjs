#!/usr/bin/env node
// The skew check (after the build, in the test command): what one page would load together must
// agree. Every app built here that an environment file pins (the shell, each remote's stable and
// canary versions) must share each singleton at one version, all as singletons, and each pinned
// remote build must declare the shell's contract major. A mismatch only warns in the browser
// (docs/architecture.md#federation-rules), so this is where it fails loudly.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkEnvironmentFile } from '../../shared-contracts/src/environment.ts';
import { majorOf, shellContractVersion } from '../remotes-cli/lib/build-info.mjs';

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The builds an environment pins, stable and canary: `{ remote, version, env }`. */
function pinnedBuilds(envName, environment) {
  return Object.entries(environment.remotes).flatMap(([remote, pin]) => [
    { remote, version: pin.version, env: envName, channel: 'stable' },
    ...(pin.canary ? [{ remote, version: pin.canary.version, env: envName, channel: 'canary' }] : []),
  ]);
}

/**
 * @param {{ root: string }} options
 * @returns {Promise<{ problems: string[], checked: string[], notBuilt: string[] }>}
 */
export async function checkSkew({ root }) {
  const problems = [];
  const checked = [];
  const notBuilt = [];
  const shellContract = shellContractVersion(root);

  /** app label -> its manifest's shared list */
  const sharing = new Map();
  const shellManifest = await readJson(path.join(root, 'shell', 'dist', 'mf-manifest.json'));
  if (!shellManifest) problems.push('shell/dist/mf-manifest.json is missing: build the shell first');
  else sharing.set('shell', shellManifest.shared ?? []);

  const envFiles = (await readdir(path.join(root, 'environments'))).filter((name) => name.endsWith('.json')).sort();
  for (const file of envFiles) {
    const envName = file.replace(/\.json$/, '');
    const checkedFile = checkEnvironmentFile(await readJson(path.join(root, 'environments', file)));
    if (!checkedFile.ok) {
      problems.push(`environments/${file} is not valid: ${checkedFile.problems.join('; ')}`);
      continue;
    }
    for (const build of pinnedBuilds(envName, checkedFile.environment)) {
      const folder = path.join(root, build.remote, 'dist', build.version);
      const label = `${build.remote}@${build.version}`;
      const manifest = await readJson(path.join(folder, 'mf-manifest.json'));
      const contract = await readJson(path.join(folder, 'contract.json'));
      if (!manifest || !contract) {
        // Only the local environment must be built here; others pin builds served elsewhere.
        if (envName === 'local')
          problems.push(`${label} (${build.channel} in local) is not built in ${build.remote}/dist/`);
        else notBuilt.push(`${label} (${envName})`);
        continue;
      }
      if (majorOf(contract.contractVersion) !== majorOf(shellContract)) {
        problems.push(
          `${label} (${build.channel} in ${envName}) declares contract ${contract.contractVersion}; the shell accepts major ${majorOf(shellContract)} (contract ${shellContract})`,
        );
      }
      sharing.set(label, manifest.shared ?? []);
    }
  }

  /** library -> version -> apps */
  const versions = new Map();
  const singletonBy = new Map();
  for (const [app, shared] of sharing) {
    checked.push(app);
    for (const library of shared) {
      if (library.singleton !== true) continue;
      if (!versions.has(library.name)) versions.set(library.name, new Map());
      const byVersion = versions.get(library.name);
      byVersion.set(library.version, [...(byVersion.get(library.version) ?? []), app]);
      singletonBy.set(library.name, [...(singletonBy.get(library.name) ?? []), app]);
    }
  }
  for (const [name, byVersion] of [...versions].sort(([a], [b]) => a.localeCompare(b))) {
    if (byVersion.size > 1) {
      const list = [...byVersion].map(([version, apps]) => `${version} in ${[...new Set(apps)].join(', ')}`);
      problems.push(`singleton ${name} would load at ${byVersion.size} versions: ${list.join('; ')}`);
    }
  }
  for (const [app, shared] of sharing) {
    for (const library of shared) {
      if (library.singleton !== true && singletonBy.has(library.name) && !library.name.endsWith('/')) {
        const others = [...new Set(singletonBy.get(library.name))].filter((other) => other !== app);
        if (others.length)
          problems.push(`${app} shares ${library.name} without singleton; ${others.join(', ')} as a singleton`);
      }
    }
  }
  return { problems, checked: [...new Set(checked)], notBuilt };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { problems, checked, notBuilt } = await checkSkew({ root });
  console.log(`Federation skew: checked ${checked.join(', ')}`);
  if (notBuilt.length) console.log(`  pinned elsewhere, not built here (not checked): ${notBuilt.join(', ')}`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  if (problems.length) {
    console.error(`${problems.length} skew problem(s): the apps above would not share as one page.`);
    process.exitCode = 1;
  } else console.log('  every singleton at one version; every pinned build speaks the shell contract major');
}
