// `remotes list <env>`: each pinned remote, its version and manifest URL, and whether the
// manifest answers right now (and, for local, which versions are built).
import { readEnvironment } from './environment-file.mjs';
import { localVersions, probeManifest } from './build-info.mjs';

/**
 * @returns {Promise<Array<{ remote: string, version: string, manifestUrl: string, answers: string, built?: string[] }>>}
 */
export async function listRemotes({ root, envName, fetchImpl = fetch }) {
  const { env } = await readEnvironment(root, envName);
  const local = envName === 'local';
  return Promise.all(
    Object.entries(env.remotes).map(async ([remote, pin]) => ({
      remote,
      version: pin.canary ? `${pin.version} (canary ${pin.canary.version} for ${pin.canary.percent} %)` : pin.version,
      manifestUrl: pin.manifestUrl,
      answers: await probeManifest(pin.manifestUrl, fetchImpl),
      ...(local ? { built: await localVersions(root, remote) } : {}),
    })),
  );
}

/** The rows as an aligned text table (the list's columns unless others are given). */
export function formatTable(
  rows,
  columns = ['remote', 'version', 'manifestUrl', 'answers', ...(rows.some((row) => row.built) ? ['built'] : [])],
) {
  const cells = rows.map((row) =>
    columns.map((column) => (Array.isArray(row[column]) ? row[column].join(', ') || '-' : String(row[column] ?? ''))),
  );
  const headers = columns.map((column) => (column === 'manifestUrl' ? 'manifest URL' : column));
  const widths = headers.map((header, index) => Math.max(header.length, ...cells.map((line) => line[index].length)));
  const line = (values) =>
    values
      .map((value, index) => value.padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  return [line(headers), ...cells.map(line)].join('\n');
}
