// The doc-link check on small trees laid out in a temporary folder: `node --test tooling/doc-links/`.
// Its links are fixtures, not citations (doc-links: ignore-file).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { anchorsOf, checkDocLinks, slugify } from './check-doc-links.mjs';

let root;

async function write(name, text) {
  await mkdir(path.dirname(path.join(root, name)), { recursive: true });
  await writeFile(path.join(root, name), text);
}

const problems = () => checkDocLinks({ root }).map(({ file, line, message }) => `${file}:${line}: ${message}`);

const PRODUCT = '# Product rules\n\n## Search limits\n\n## Roles\n\nSee [limits](#search-limits).\n';

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'doc-links-'));
  await write('docs/product.md', PRODUCT);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('slugs', () => {
  it('reads headings as GitHub does', () => {
    assert.equal(
      slugify('Decisions taken in this project (where the shared page is silent)'),
      'decisions-taken-in-this-project-where-the-shared-page-is-silent',
    );
    assert.equal(slugify('Demo accounts (local only)'), 'demo-accounts-local-only');
    assert.equal(slugify('bench:web'), 'benchweb');
    assert.deepEqual([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n## `code` B\n')], ['a', 'a-1', 'code-b']);
  });
});

describe('markdown links', () => {
  it('passes links to files and headings that exist', async () => {
    await write(
      'README.md',
      '[rules](docs/product.md#search-limits), [roles](./docs/product.md#roles), [home](https://example.com)\n',
    );
    await write('api/README.md', '[up](../docs/product.md) and [self](#api)\n\n# API\n');
    assert.deepEqual(problems(), []);
  });

  it('fails a link to a file that does not exist, with its file and line', async () => {
    await write('README.md', '# Suite\n\nSee [notes](docs/notes.md).\n');
    assert.deepEqual(problems(), ['README.md:3: link docs/notes.md: no such file: docs/notes.md']);
  });

  it('fails a link to a heading that does not exist', async () => {
    await write('README.md', '[limits](docs/product.md#date-limits)\n');
    assert.deepEqual(problems(), [
      'README.md:1: link docs/product.md#date-limits: no heading #date-limits in docs/product.md',
    ]);
  });

  it('fails a path written as text, and ignores links inside code blocks', async () => {
    await write('docs/guide.md', 'Read `docs/gone.md`.\n\n```\n[x](nowhere.md)\n```\n');
    assert.deepEqual(problems(), ['docs/guide.md:1: docs/gone.md: no such file: docs/gone.md']);
  });
});

describe('citations in source comments', () => {
  it('passes a citation of a heading that exists', async () => {
    await write('src/rules.ts', '/** At most 12 months (docs/product.md#search-limits). */\nexport const MAX = 12;\n');
    assert.deepEqual(problems(), []);
  });

  it('fails a citation of a missing file or heading', async () => {
    await write('src/rules.ts', '// docs/limits.md\n// docs/product.md#limits\n');
    assert.deepEqual(problems(), [
      'src/rules.ts:1: docs/limits.md: no such file: docs/limits.md',
      'src/rules.ts:2: docs/product.md#limits: no heading #limits in docs/product.md',
    ]);
  });

  it('fails citations of documents outside the repository', async () => {
    // Written in pieces, so this file does not hold the citations the check refuses.
    const spec = ['spec 1', 'section 5'].join(' ');
    const notes = ['FEDERATION', 'NOTES.md'].join('-');
    const decisions = ['DECISIONS', 'md'].join('.');
    await write('docs/decisions.md', '# Decisions\n');
    await write('src/a.ts', `// ${spec}\n// ${notes}\n// (${decisions})\n// docs/decisions.md is ours\n`);
    const found = problems();
    assert.deepEqual(
      found.map((line) => line.split(': ')[0]),
      ['src/a.ts:1', 'src/a.ts:2', 'src/a.ts:3'],
    );
    assert.match(found[0], /a section of the spec/);
  });

  it('skips node_modules and dist', async () => {
    await write('node_modules/x/index.js', '// docs/missing.md\n');
    await write('app/dist/main.js', '// docs/missing.md\n');
    assert.deepEqual(problems(), []);
  });
});
