#!/usr/bin/env node
// The doc-link check (in the test command, beside lint): every link of a markdown file, and every
// path of a .md file that a comment cites (`docs/product.md#search-limits`), must name a file of
// the repository and, for a markdown file, one of its headings (GitHub's slugs). Citations of
// documents that live outside the repository are refused outright: the repository's own docs
// (docs/product.md, docs/decisions.md, docs/architecture.md) are what code and docs cite.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders never read: dependencies, builds, git's own, and test output. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'coverage']);

/** Files whose text is read: markdown, and sources whose comments may cite a doc. */
const MARKDOWN = /\.(md|mdx)$/;
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|sql|sh|ya?ml|css|html)$/;
const SKIPPED_FILES = new Set(['pnpm-lock.yaml']);
/** A file that says this in its first lines is not read (the check's own tests, made of bad links). */
const IGNORE_FILE_MARK = 'doc-links: ignore-file';

/**
 * Citations of documents outside the repository, written in pieces so this file does not cite
 * them itself: the spec's numbered sections, and the shared folder's notes and decisions.
 */
const OUTSIDE_CITATIONS = [
  { pattern: new RegExp(String.raw`\bspec [12],? (?:sections?|\u00a7) ?\d`, 'i'), what: 'a section of the spec' },
  { pattern: new RegExp(String.raw`\bspec [12] \u00a7`, 'i'), what: 'a section of the spec' },
  { pattern: new RegExp(String.raw`spec-[12]-[a-z-]+\.md`), what: 'a spec document' },
  { pattern: new RegExp(['FEDERATION', 'NOTES'].join('-') + String.raw`\.md`), what: 'the federation notes' },
  {
    pattern: new RegExp(String.raw`(?<![\w./-])` + ['DECISIONS', 'md'].join(String.raw`\.`)),
    what: 'the shared decisions',
  },
];

/** Where to cite instead, said once with every refused citation. */
const CITE_INSTEAD = 'cite docs/product.md#<heading>, docs/decisions.md or docs/architecture.md';

/** `[text](target)` and `![alt](target)`; the target stops at a space (a title may follow). */
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^)]*["'])?\s*\)/g;
/** `[label]: target` reference definitions. */
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;
/** A path of a .md file with at least one folder, and its anchor: `docs/product.md#roles`. */
const MD_PATH = /(?<![\w./@-])((?:\.{1,2}\/)*(?:[\w@-][\w.@-]*\/)+[\w.-]+\.md)(#[\w-]+)?(?![\w-])/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a markdown text offers: its headings (repeats numbered as GitHub does) and ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s{0,3}(```|~~~)/.exec(line);
    if (fenceMark) {
      if (!fence) fence = fenceMark[1];
      else if (fenceMark[1] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slugify(heading[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** The files to read: git's list (tracked and untracked, ignored left out), else a walk. */
function listFiles(root) {
  if (existsSync(path.join(root, '.git'))) {
    try {
      const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      return out
        .split('\0')
        .filter(Boolean)
        .filter((file) => !file.split('/').some((part) => SKIPPED_DIRS.has(part)))
        .filter((file) => existsSync(path.join(root, file)));
    } catch {
      // not a work tree git can read: walk it
    }
  }
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (entry.isFile()) files.push(path.join(dir, entry.name).split(path.sep).join('/'));
    }
  };
  walk('');
  return files;
}

/** Replaces inline code spans with spaces, keeping columns, so links inside them are not links. */
function withoutCodeSpans(line) {
  return line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
}

/**
 * Checks the links and citations of every file under `root`.
 * @param {{ root: string, files?: string[] }} options `files` relative to `root` (default: all).
 * @returns {{ file: string, line: number, message: string }[]} one entry per problem.
 */
export function checkDocLinks({ root, files = listFiles(root) }) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsFor = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(path.join(root, file), 'utf8')));
    return anchorCache.get(file);
  };
  const isFile = (file) => {
    try {
      return statSync(path.join(root, file)).isFile() || statSync(path.join(root, file)).isDirectory();
    } catch {
      return false;
    }
  };
  const inRepo = (file) => !file.startsWith('..') && !path.isAbsolute(file);

  /** The problem with `target` cited from `from` (file-relative or, when `rootRelative`, either). */
  const checkTarget = (from, target, { rootRelative }) => {
    const [rawPath, anchor] = splitAnchor(target);
    let resolved;
    if (rawPath === '') resolved = from;
    else {
      const decoded = safeDecode(rawPath);
      const candidates = decoded.startsWith('/')
        ? [path.posix.normalize(decoded.slice(1))]
        : [path.posix.join(path.posix.dirname(from), decoded)];
      if (rootRelative && !decoded.startsWith('.') && !decoded.startsWith('/')) {
        candidates.push(path.posix.normalize(decoded));
      }
      resolved = candidates.find((candidate) => inRepo(candidate) && isFile(candidate));
      if (!resolved) return `no such file: ${rawPath}`;
    }
    if (anchor && MARKDOWN.test(resolved) && !anchorsFor(resolved).has(anchor.toLowerCase())) {
      return `no heading #${anchor} in ${resolved}`;
    }
    return null;
  };

  for (const file of files) {
    const isMarkdown = MARKDOWN.test(file);
    if (!isMarkdown && !SOURCE.test(file)) continue;
    if (SKIPPED_FILES.has(path.posix.basename(file))) continue;
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    if (text.slice(0, 500).includes(IGNORE_FILE_MARK)) continue;
    let fence = null;
    text.split('\n').forEach((line, index) => {
      const report = (message) => problems.push({ file, line: index + 1, message });
      for (const { pattern, what } of OUTSIDE_CITATIONS) {
        if (pattern.test(line)) report(`cites ${what}, which is not in the repository: ${CITE_INSTEAD}`);
      }
      if (isMarkdown) {
        const fenceMark = /^\s{0,3}(```|~~~)/.exec(line);
        if (fenceMark) {
          if (!fence) fence = fenceMark[1];
          else if (fenceMark[1] === fence) fence = null;
          return;
        }
        if (fence) return;
        const prose = withoutCodeSpans(line);
        const targets = [...prose.matchAll(INLINE_LINK)].map((match) => match[1]);
        const reference = REFERENCE_LINK.exec(prose);
        if (reference) targets.push(reference[1]);
        for (const target of targets) {
          if (isExternal(target)) continue;
          const problem = checkTarget(file, target, { rootRelative: false });
          if (problem) report(`link ${target}: ${problem}`);
        }
        // Paths of .md files written as text (in code spans too): what is left besides the links.
        const rest = line.replace(INLINE_LINK, ' ');
        for (const match of rest.matchAll(MD_PATH)) {
          const problem = checkTarget(file, match[1] + (match[2] ?? ''), { rootRelative: true });
          if (problem) report(`${match[0]}: ${problem}`);
        }
      } else {
        for (const match of line.matchAll(MD_PATH)) {
          const problem = checkTarget(file, match[1] + (match[2] ?? ''), { rootRelative: true });
          if (problem) report(`${match[0]}: ${problem}`);
        }
      }
    });
  }
  return problems;
}

function splitAnchor(target) {
  const hash = target.indexOf('#');
  return hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash + 1)];
}

function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** URLs with a scheme (`https:`, `mailto:`) or protocol-relative ones are not this check's. */
function isExternal(target) {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  const problems = checkDocLinks({ root });
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`doc links: ${problems.length} problem(s)`);
    process.exitCode = 1;
  } else {
    console.log('doc links: every link and citation resolves');
  }
}
