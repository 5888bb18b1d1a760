import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const MODULE = fileURLToPath(new URL('./typescript-in-background.cjs', import.meta.url));

/** A workspace of three packages: the remote imports a shared-ui file and a contract. */
function workspace(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ts-background-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/**
 * The files with semantic errors, as the checker's process (WORKER_DATA set) reports them: a
 * program, then one made from it after `edit` (as the watch program does on a save).
 */
function checkedErrors(root, edit) {
  const script = `
    const ts = require(${JSON.stringify(MODULE)});
    const path = require('node:path');
    const root = ${JSON.stringify(root)};
    const options = { strict: true, noEmit: true, module: ts.ModuleKind.CommonJS };
    const rootNames = [path.join(root, 'mf-view/src/view.ts')];
    const errorFiles = (builder) =>
      [...new Set(builder.getSemanticDiagnostics().map((d) => path.relative(root, d.file.fileName)))].sort();
    const first = ts.createSemanticDiagnosticsBuilderProgram(rootNames, options, ts.createIncrementalCompilerHost(options));
    const before = errorFiles(first);
    require('node:fs').writeFileSync(path.join(root, ${JSON.stringify(edit.file)}), ${JSON.stringify(edit.text)});
    const second = ts.createSemanticDiagnosticsBuilderProgram(rootNames, options, ts.createIncrementalCompilerHost(options), first);
    console.log(JSON.stringify({ before, after: errorFiles(second) }));
  `;
  const env = { ...process.env, WORKER_DATA: JSON.stringify({ configFile: path.join(root, 'mf-view/tsconfig.json') }) };
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' }));
}

test("the checker's process checks the remote and shared-contracts, and sees a contract break at once", () => {
  const root = workspace({
    'mf-view/tsconfig.json': '{}',
    'mf-view/src/view.ts': [
      "import { contractTotal } from '../../shared-contracts/src/contract';",
      "import { widgetWidth } from '../../shared-ui/src/widget';",
      'export const shown: number = contractTotal + widgetWidth;',
    ].join('\n'),
    'shared-contracts/src/contract.ts': 'export const contractTotal: number = 1;',
    // An error in a file the remote only takes types from: `pnpm typecheck`'s, not this checker's.
    'shared-ui/src/widget.ts': "export const widgetWidth: number = 2;\nconst unchecked: number = 'text';",
  });
  try {
    const { before, after } = checkedErrors(root, {
      file: 'shared-contracts/src/contract.ts',
      text: "export const contractTotal: string = 'one';",
    });
    assert.deepEqual(before, []);
    // The remote's file is checked again with the new contract; shared-ui's error stays unreported.
    assert.deepEqual(after, ['mf-view/src/view.ts']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
