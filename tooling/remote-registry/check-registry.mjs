#!/usr/bin/env node
// @ts-check
// Checks what cannot import shared-contracts/remotes.json against it (scripts/test.sh runs it):
//   node tooling/remote-registry/check-registry.mjs             every environments/*.json pins
//        every registered remote; each remote's folder has its package and federation name
//   docker-compose config | … | node tooling/remote-registry/check-registry.mjs --compose
//        the resolved compose file, as JSON on stdin (scripts/check-compose.sh)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeProblems, environmentProblems, packageProblems, readRemoteRegistry } from './remote-registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const remotes = readRemoteRegistry();

/** @returns {string[]} */
function workspaceProblems() {
  const problems = [];
  const environmentsDir = path.join(root, 'environments');
  for (const file of readdirSync(environmentsDir).filter((name) => name.endsWith('.json'))) {
    const env = JSON.parse(readFileSync(path.join(environmentsDir, file), 'utf8'));
    problems.push(...environmentProblems(remotes, path.basename(file, '.json'), env));
  }
  for (const remote of remotes) {
    const dir = path.join(root, remote.name);
    const packageFile = path.join(dir, 'package.json');
    const federationFile = path.join(dir, 'module-federation.config.cjs');
    problems.push(
      ...packageProblems(remote, {
        packageName: existsSync(packageFile) ? JSON.parse(readFileSync(packageFile, 'utf8')).name : undefined,
        federationName: existsSync(federationFile) ? require(federationFile).name : undefined,
      }),
    );
  }
  return problems;
}

const compose = process.argv.includes('--compose');
const problems = compose ? composeProblems(remotes, JSON.parse(readFileSync(0, 'utf8'))) : workspaceProblems();
if (problems.length) {
  console.error(`Not as shared-contracts/remotes.json registers the remotes:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  compose
    ? `docker-compose.yml: a service for each of the ${remotes.length} registered remotes`
    : `${remotes.length} registered remotes: pinned in every environment, their packages agree`,
);
