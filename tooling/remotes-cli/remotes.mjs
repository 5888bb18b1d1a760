#!/usr/bin/env node
// The federation's operations from the workspace root (tooling/remotes-cli/README.md):
//   pnpm remotes list <env>                      each remote, its pin, whether its manifest answers
//   pnpm remotes pin <env> <remote> <version>    checks the version, then rewrites the pin
//   pnpm remotes canary <env> <remote> <version> --percent N   the version for N % of users
//   pnpm remotes promote <env> <remote>          the canary becomes the stable pin
//   pnpm remotes rollback <env> <remote>         drops the canary
//   pnpm remotes health <env> [--api URL]        loads, failures and p95 per version, last hour
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError } from './lib/cli-error.mjs';
import { formatTable, listRemotes } from './lib/list.mjs';
import { pinRemote } from './lib/pin.mjs';
import { parsePercent, promoteCanary, rollbackCanary, startCanary } from './lib/canary.mjs';
import { formatHealth, readHealth } from './lib/health.mjs';

const USAGE = `usage:
  pnpm remotes list <env>
  pnpm remotes pin <env> <remote> <version>
  pnpm remotes canary <env> <remote> <version> --percent <1-100>
  pnpm remotes promote <env> <remote>
  pnpm remotes rollback <env> <remote>
  pnpm remotes health <env> [--api <url>]`;

const RELOAD = 'Reload the page to load it: the shell reads the environment file on every load.';

/** Runs one command; returns the exit code. `out`/`err` are injectable for the tests. */
export async function main(
  argv,
  { root, fetchImpl = fetch, out = console.log, err = console.error, variables = process.env } = {},
) {
  const [command, ...args] = argv;
  try {
    if (command === 'list' && args.length === 1) {
      out(formatTable(await listRemotes({ root, envName: args[0], fetchImpl })));
      return 0;
    }
    if (command === 'pin' && args.length === 3) {
      const [envName, remote, version] = args;
      const { previous, pin, contractVersion } = await pinRemote({ root, envName, remote, version, fetchImpl });
      out(`Pinned ${remote} ${pin.version} in ${envName} (was ${previous.version}; contract ${contractVersion}).`);
      out(`  ${pin.manifestUrl}`);
      out(RELOAD);
      return 0;
    }
    if (command === 'canary' && args.length === 5 && args[3] === '--percent') {
      const [envName, remote, version, , percentText] = args;
      const percent = parsePercent(percentText);
      const { stable, canary, contractVersion } = await startCanary({
        root,
        envName,
        remote,
        version,
        percent,
        fetchImpl,
      });
      out(
        `Canary ${remote} ${canary.version} for ${percent} % of users in ${envName} (stable ${stable.version}; contract ${contractVersion}).`,
      );
      out(`  ${canary.manifestUrl}`);
      out(RELOAD);
      return 0;
    }
    if (command === 'promote' && args.length === 2) {
      const [envName, remote] = args;
      const { previous, pin } = await promoteCanary({ root, envName, remote, fetchImpl });
      out(`Promoted ${remote} ${pin.version} to stable in ${envName} (was ${previous.version}); no canary left.`);
      out(RELOAD);
      return 0;
    }
    if (command === 'rollback' && args.length === 2) {
      const [envName, remote] = args;
      const { stable, canary } = await rollbackCanary({ root, envName, remote });
      out(`Rolled back ${remote}'s canary ${canary.version} in ${envName}: everybody loads ${stable.version}.`);
      out(RELOAD);
      return 0;
    }
    if (command === 'health' && (args.length === 1 || (args.length === 3 && args[1] === '--api'))) {
      out(formatHealth(await readHealth({ envName: args[0], api: args[2], variables, fetchImpl })));
      return 0;
    }
    err(USAGE);
    return 2;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    err(`remotes: ${error.message}`);
    return error.exitCode;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  process.exitCode = await main(process.argv.slice(2), { root });
}
