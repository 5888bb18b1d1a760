// The shell's features reach each other only through their public index: a file of
// shell/src/features/<a>/ may import `../<b>` (its index.ts) but nothing inside
// shell/src/features/<b>/. A feature's inside (components, hooks, lib, stores) can then change
// without the others noticing, and what it offers is written in one place.
import path from 'node:path';

const FEATURES_DIR = path.join('shell', 'src', 'features');

/** The feature a file path belongs to and its path inside it, or null outside the features. */
function featureOf(file, featuresRoot) {
  const relative = path.relative(featuresRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...inside] = relative.split(path.sep);
  return inside.length === 0 ? null : { feature, inside: inside.join('/') };
}

const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: "A shell feature imports another feature only through that feature's index.ts." },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      deepImport:
        "'{{source}}' reaches inside the shell feature '{{feature}}': import '{{index}}' (its public index.ts) and export what is needed there.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const featuresRoot = path.join(root, FEATURES_DIR);
    const from = featureOf(context.filename, featuresRoot);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value), featuresRoot);
      if (!target || target.feature === from.feature) return;
      if (target.inside === 'index' || target.inside === 'index.ts') return;
      const index = path.relative(path.dirname(context.filename), path.join(featuresRoot, target.feature));
      context.report({
        node: source,
        messageId: 'deepImport',
        data: { source: source.value, feature: target.feature, index: index.startsWith('.') ? index : `./${index}` },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const shellFeatureBoundaries = { rules: { 'feature-imports': featureImports } };
