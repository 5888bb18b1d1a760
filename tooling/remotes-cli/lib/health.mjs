// `remotes health <env> [--api URL]`: each remote version's loads in the last hour as real
// browsers reported them (the shell's load telemetry), and the canaries the API rolled back.
// Reads GET /v2/federation/health as a super admin: ADINTEL_EMAIL / ADINTEL_PASSWORD, which
// default to the demo super admin for the local environment only.
import { CliError } from './cli-error.mjs';
import { formatTable } from './list.mjs';

const LOCAL_API = 'http://127.0.0.1:3000/api';
const LOCAL_SUPER_ADMIN = { username: 'superadmin@demo.test', password: 'demo1234' };

function credentials(envName, variables) {
  if (variables.ADINTEL_EMAIL && variables.ADINTEL_PASSWORD) {
    return { username: variables.ADINTEL_EMAIL, password: variables.ADINTEL_PASSWORD };
  }
  if (envName === 'local') return LOCAL_SUPER_ADMIN;
  throw new CliError(`Set ADINTEL_EMAIL and ADINTEL_PASSWORD (a super admin of ${envName}) to read its health`, 2);
}

async function readJson(response, what) {
  if (!response.ok) {
    let message = '';
    try {
      message = (await response.json()).error ?? '';
    } catch {
      // no JSON body: the status says enough
    }
    throw new CliError(`${what} answered HTTP ${response.status}${message ? `: ${message}` : ''}`);
  }
  return response.json();
}

/** @returns {Promise<{ env: string, windowMinutes: number, rows: any[] }>} */
export async function readHealth({ envName, api, variables = process.env, fetchImpl = fetch }) {
  if (!/^[a-z0-9-]+$/i.test(envName)) throw new CliError(`"${envName}" is not an environment name`, 2);
  const base = (api ?? variables.ADINTEL_API_URL ?? (envName === 'local' ? LOCAL_API : null))?.replace(/\/+$/, '');
  if (!base) throw new CliError(`Give the API of ${envName}: --api https://…/api (or ADINTEL_API_URL)`, 2);
  let login;
  try {
    login = await fetchImpl(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials(envName, variables)),
    });
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(
      `The API at ${base} does not answer (${error.cause?.code ?? error.message}); is the suite running?`,
    );
  }
  const { token } = await readJson(login, 'Login');
  const health = await fetchImpl(`${base}/v2/federation/health?env=${encodeURIComponent(envName)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return readJson(health, 'The health call');
}

/** The health rows as a table; an empty window says so. */
export function formatHealth({ env, windowMinutes, rows }) {
  if (rows.length === 0) return `No remote loads reported in ${env} in the last ${windowMinutes} minutes.`;
  const table = rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    channel: row.channel,
    loads: String(row.loads),
    failures: String(row.failures),
    'failure %': row.failurePercent.toFixed(2),
    'p95 ms': row.p95LoadMs === null ? '-' : String(row.p95LoadMs),
    'failed at': Object.entries(row.failuresByPhase)
      .filter(([, count]) => count > 0)
      .map(([phase, count]) => `${phase} ${count}`)
      .join(', '),
    'rolled back': row.rolledBackAt ?? '',
  }));
  return [`Remote loads in ${env}, last ${windowMinutes} minutes:`, formatTable(table, Object.keys(table[0]))].join(
    '\n',
  );
}
