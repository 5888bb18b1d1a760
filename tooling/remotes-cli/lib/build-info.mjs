// Where a version's manifest and contract.json are, and what they say: files under
// <remote>/dist/<version>/ for the local environment, HTTP for every other one.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { readContractVersion, VERSION_PATTERN } = require('../../webpack/contract-file-plugin.cjs');

export { VERSION_PATTERN };

/** The contract version the shell is built with (shared-contracts' CONTRACT_VERSION). */
export function shellContractVersion(root) {
  return readContractVersion(path.join(root, 'shared-contracts', 'src', 'contract-version.ts'));
}

/** The major of a semver string, or NaN. */
export function majorOf(version) {
  const match = /^(\d+)\.\d+\.\d+/.exec(String(version));
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * The pinned manifest URL with its version segment swapped (`/1.0.0/` -> `/1.1.0/`): a version
 * is served from the same place as the one pinned now. null when the URL has no such segment.
 */
export function manifestUrlFor(pinnedUrl, pinnedVersion, version) {
  const url = new URL(pinnedUrl);
  const segments = url.pathname.split('/');
  const index = segments.lastIndexOf(pinnedVersion);
  if (index < 0) return null;
  segments[index] = version;
  url.pathname = segments.join('/');
  return url.href;
}

/** The URL of contract.json next to a manifest. */
function contractUrlFor(manifestUrl) {
  return new URL('contract.json', manifestUrl).href;
}

/** The versions built locally for a remote (the folders of <remote>/dist/). */
export async function localVersions(root, remote) {
  try {
    const entries = await readdir(path.join(root, remote, 'dist'), { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  } catch {
    return [];
  }
}

async function readJsonFile(file) {
  try {
    return { ok: true, value: JSON.parse(await readFile(file, 'utf8')) };
  } catch (error) {
    return { ok: false, reason: error.code === 'ENOENT' ? 'missing' : error.message };
  }
}

async function fetchJson(url, fetchImpl, timeoutMs) {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    return { ok: true, value: await response.json() };
  } catch (error) {
    return { ok: false, reason: error.cause?.code ?? error.name ?? String(error) };
  }
}

/**
 * Reads one version's manifest and contract.json, from files (`local`) or over HTTP.
 * @returns {Promise<{ where: string, manifest: {ok:boolean}, contract: {ok:boolean} }>}
 */
export async function readBuildInfo({ root, remote, version, manifestUrl, local, fetchImpl, timeoutMs = 5000 }) {
  if (local) {
    const folder = path.join(root, remote, 'dist', version);
    return {
      where: path.relative(root, path.join(folder, 'mf-manifest.json')),
      manifest: await readJsonFile(path.join(folder, 'mf-manifest.json')),
      contract: await readJsonFile(path.join(folder, 'contract.json')),
    };
  }
  return {
    where: manifestUrl,
    manifest: await fetchJson(manifestUrl, fetchImpl, timeoutMs),
    contract: await fetchJson(contractUrlFor(manifestUrl), fetchImpl, timeoutMs),
  };
}

/** Whether a manifest URL answers, as a short word for the list. */
export async function probeManifest(manifestUrl, fetchImpl, timeoutMs = 3000) {
  const result = await fetchJson(manifestUrl, fetchImpl, timeoutMs);
  return result.ok ? 'answers' : `no (${result.reason})`;
}
