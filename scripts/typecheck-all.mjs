#!/usr/bin/env node
// @ts-check
// `pnpm typecheck`: every project each package's own `typecheck` script checks (`tsc -p …`), in
// one process that parses each file once. Each package's program holds some 3,400 declaration
// files (React, antd, the charts) and the shared packages' sources; thirteen `tsc` processes
// parsed and bound them thirteen times. A parsed file depends only on its text and the parse
// options, and the checker keeps what it learns outside it, so the programs share them (as an
// editor's language service does). The checking itself is each program's own: the same errors
// as `pnpm --filter <package> typecheck`, which still runs `tsc` alone.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every `tsc -p <config>` of every package's typecheck script, as absolute config paths. */
function projects() {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'package.json')))
    .flatMap((entry) => {
      const script = JSON.parse(readFileSync(path.join(root, entry.name, 'package.json'), 'utf8')).scripts?.typecheck;
      if (!script) return [];
      const configs = [...String(script).matchAll(/\btsc -p (\S+)/g)].map((match) => match[1] ?? '');
      if (configs.length === 0) throw new Error(`${entry.name}: its typecheck script is not \`tsc -p <config>\``);
      return configs.map((config) => path.join(root, entry.name, config));
    });
}

/** @type {Map<string, ts.SourceFile | undefined>} */
const parsed = new Map();

/** @param {string} configPath */
function check(configPath) {
  const config = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`cannot read ${configPath}`);
  const host = ts.createCompilerHost(config.options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const key = `${fileName}|${JSON.stringify(languageVersionOrOptions)}`;
    if (shouldCreateNewSourceFile || !parsed.has(key)) {
      parsed.set(key, parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile));
    }
    return parsed.get(key);
  };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    host,
  });
  return [...config.errors, ...ts.getPreEmitDiagnostics(program)];
}

const formatHost = {
  getCanonicalFileName: (/** @type {string} */ fileName) => fileName,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/**
 * Checks the projects of one shard (every project when there is one), printing each one's
 * errors and time. Resolves with the number of projects that have errors.
 * @param {string[]} configs
 */
function checkAll(configs) {
  let failed = 0;
  for (const configPath of configs) {
    const startedAt = performance.now();
    const diagnostics = check(configPath);
    const name = path.relative(root, configPath);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    if (diagnostics.length > 0) {
      failed += 1;
      console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
      console.log(`${name}: ${diagnostics.length} error(s) (${seconds} s)`);
    } else console.log(`${name}: no errors (${seconds} s)`);
  }
  return failed;
}

// One process per core, each taking every other project: each parses the common declaration
// files once, and the two check side by side.
const shardArgument = process.argv.indexOf('--shard');
const all = projects();
if (shardArgument > 0) {
  const [index, count] = (process.argv[shardArgument + 1] ?? '').split('/').map(Number);
  if (!index || !count) throw new Error('--shard takes <index>/<count>, e.g. 1/2');
  process.exit(checkAll(all.filter((_, position) => position % count === index - 1)) > 0 ? 1 : 0);
}
const count = Math.min(os.availableParallelism(), all.length);
const shards = Array.from({ length: count }, (_, index) =>
  spawn(process.execPath, [fileURLToPath(import.meta.url), '--shard', `${index + 1}/${count}`], { stdio: 'inherit' }),
);
const codes = await Promise.all(shards.map((shard) => new Promise((resolve) => shard.on('exit', resolve))));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
