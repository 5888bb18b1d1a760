// Reads environments/<env>.json and writes a new pin back into it. The write edits only the
// pinned remote's two values in the text, so the file keeps its layout (and its diff stays one
// line); if that ever fails to give the expected JSON, the file is written out whole.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { checkEnvironmentFile } from '../../../shared-contracts/src/environment.ts';
import { CliError } from './cli-error.mjs';

/** The path of an environment file; the name must be a plain word (it becomes a file name). */
function environmentPath(root, envName) {
  if (!/^[a-z0-9-]+$/i.test(envName)) throw new CliError(`"${envName}" is not an environment name`, 2);
  return path.join(root, 'environments', `${envName}.json`);
}

/** @returns {Promise<{ file: string, text: string, env: any }>} */
export async function readEnvironment(root, envName) {
  const file = environmentPath(root, envName);
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CliError(`No environment file ${path.relative(root, file)}`, 2);
  }
  let env;
  try {
    env = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path.relative(root, file)} is not JSON: ${error.message}`);
  }
  // The shell's own schema: a file the CLI accepts is one the shell loads.
  const checked = checkEnvironmentFile(env);
  if (!checked.ok) {
    throw new CliError(`${path.relative(root, file)} is not valid:\n  ${checked.problems.join('\n  ')}`);
  }
  return { file, text, env };
}

/** Index of the `}` closing the object that opens at `start`, skipping strings. */
function closingBrace(text, start) {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return index;
  }
  return -1;
}

/** Where one remote's `{ … }` block sits in the file's text, or null if it cannot be found. */
function remoteBlock(text, remote) {
  const remotesKey = text.indexOf('"remotes"');
  const remoteKey = remotesKey < 0 ? -1 : text.indexOf(JSON.stringify(remote), remotesKey);
  const open = remoteKey < 0 ? -1 : text.indexOf('{', remoteKey);
  const close = open < 0 ? -1 : closingBrace(text, open);
  return close < 0 ? null : { open, close };
}

/** The text with one remote's version and manifestUrl replaced, or null if it cannot be found. */
function replacePinInText(text, remote, pin) {
  const block = remoteBlock(text, remote);
  if (!block) return null;
  const edited = text
    .slice(block.open, block.close + 1)
    .replace(/("version"\s*:\s*)"[^"]*"/, (_match, key) => `${key}${JSON.stringify(pin.version)}`)
    .replace(/("manifestUrl"\s*:\s*)"[^"]*"/, (_match, key) => `${key}${JSON.stringify(pin.manifestUrl)}`);
  return text.slice(0, block.open) + edited + text.slice(block.close + 1);
}

/** A value as one line the way Prettier prints a short JSON object: `{ "a": 1, "b": { "c": 2 } }`. */
function inlineJson(value) {
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

/** The text with one remote's whole block replaced by `pin` on one line, or null if not found. */
function replaceRemoteInText(text, remote, pin) {
  const block = remoteBlock(text, remote);
  if (!block) return null;
  return text.slice(0, block.open) + inlineJson(pin) + text.slice(block.close + 1);
}

/**
 * Writes `expected`: the edited text when it parses to exactly that (the file keeps its layout and
 * its diff stays small), else the whole file written out.
 */
async function writeEnvironment(file, expected, edited) {
  let next = `${JSON.stringify(expected, null, 2)}\n`;
  if (edited !== null) {
    try {
      if (isDeepStrictEqual(JSON.parse(edited), expected)) next = edited;
    } catch {
      // the edit broke the JSON: the whole file is written instead
    }
  }
  await writeFile(file, next);
  return expected;
}

/** Writes the environment with `remote` pinned to `pin`, keeping the file's layout. */
export async function writePin({ file, text, env }, remote, pin) {
  const expected = { ...env, remotes: { ...env.remotes, [remote]: { ...env.remotes[remote], ...pin } } };
  return writeEnvironment(file, expected, replacePinInText(text, remote, pin));
}

/**
 * Writes the environment with `remote`'s entry replaced by `pin` (a canary added, changed or
 * dropped): that remote's block becomes one line, every other line stays as it was.
 */
export async function writeRemote({ file, text, env }, remote, pin) {
  const expected = { ...env, remotes: { ...env.remotes, [remote]: pin } };
  return writeEnvironment(file, expected, replaceRemoteInText(text, remote, pin));
}
