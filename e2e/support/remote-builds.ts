import type { Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suiteRemotePort } from './suite-remotes';

const root = path.resolve(__dirname, '..', '..');

/** Versions the federation tests build; only these are ever removed again. */
const TEST_VERSION = /-e2e$/;

const localEnvironmentFile = path.join(root, 'environments', 'local.json');

function remoteVersionDir(remote: string, version: string): string {
  return path.join(root, remote, 'dist', version);
}

/**
 * Builds a remote as another version, the real way (the preset reads SUITE_BUILD_VERSION and
 * SUITE_CONTRACT_VERSION): resolves with the build's duration in seconds.
 */
export function buildRemoteVersion(remote: string, version: string, env: Record<string, string> = {}): Promise<number> {
  if (!TEST_VERSION.test(version)) throw new Error(`test builds end in -e2e, not ${version}`);
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', remote, 'build'], {
      cwd: root,
      env: { ...process.env, ...env, SUITE_BUILD_VERSION: version },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && existsSync(path.join(remoteVersionDir(remote, version), 'mf-manifest.json'))) {
        resolve((Date.now() - startedAt) / 1000);
      } else reject(new Error(`building ${remote} ${version} failed (${code}): ${stderr.slice(-2000)}`));
    });
  });
}

/** Removes a version a test built (never a real one). */
export function removeRemoteVersion(remote: string, version: string): void {
  if (!TEST_VERSION.test(version)) throw new Error(`refusing to remove ${remote} ${version}`);
  rmSync(remoteVersionDir(remote, version), { recursive: true, force: true });
}

/** Runs `pnpm remotes …` (the CLI itself, without pnpm's banner). */
export function runRemotesCli(...args: string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync('node', ['tooling/remotes-cli/remotes.mjs', ...args], { cwd: root, encoding: 'utf8' });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

export function readLocalEnvironment(): string {
  return readFileSync(localEnvironmentFile, 'utf8');
}

export function writeLocalEnvironment(text: string): void {
  writeFileSync(localEnvironmentFile, text);
}

/** Every mf-sov manifest path the page asks for, in order (which version each load picked). */
export function sovManifests(page: Page): string[] {
  const paths: string[] = [];
  const port = String(suiteRemotePort('mf-sov'));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === port && url.pathname.endsWith('/mf-manifest.json')) paths.push(url.pathname);
  });
  return paths;
}
