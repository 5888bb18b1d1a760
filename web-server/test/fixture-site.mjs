// @ts-check
// A built folder on disk for the servers' tests, with a secret beside it (outside the served
// folder) that no answer may ever contain.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LEAK_MARKERS } from '../testing/hostile-requests.mjs';

/** A remote's entry as webpack writes it: large enough to be worth compressing. */
export const ENTRY_SOURCE = `var mf_sov;${'(function(){/* federation runtime */ var chunk = "shared";})();\n'.repeat(400)}`;
export const HASHED_CHUNK = 'vendors-antd.0123abcd.js';

/** @param {(root: string) => void} [extra] more files in the served folder */
export function createFixtureSite(extra) {
  const base = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
  const root = path.join(base, 'site');
  mkdirSync(path.join(root, '1.0.0'), { recursive: true });
  writeFileSync(path.join(base, 'secret.txt'), `${LEAK_MARKERS[1]}\n`);
  writeFileSync(path.join(root, '.env'), `${LEAK_MARKERS[1]}\n`);
  writeFileSync(path.join(root, '1.0.0', 'remoteEntry.js'), ENTRY_SOURCE);
  writeFileSync(path.join(root, '1.0.0', 'mf-manifest.json'), JSON.stringify({ id: 'mf_sov', name: 'mf_sov' }));
  const chunk = `export const antd = ${JSON.stringify('x'.repeat(5_000))};`;
  writeFileSync(path.join(root, '1.0.0', HASHED_CHUNK), chunk);
  // The build precompresses what it emits (compression-webpack-plugin).
  writeFileSync(path.join(root, '1.0.0', `${HASHED_CHUNK}.br`), brotliCompressSync(chunk));
  writeFileSync(path.join(root, '1.0.0', `${HASHED_CHUNK}.gz`), gzipSync(chunk));
  extra?.(root);
  return { base, root, remove: () => rmSync(base, { recursive: true, force: true }) };
}
