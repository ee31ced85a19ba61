// A local ESLint rule: a file under src/renderer/src/features/<a>/ may not import from
// features/<b>/. The app layer (src/renderer/src/app) composes features.
import path from 'node:path';

const featuresRoot = path.resolve('src/renderer/src/features');
const aliases = { '@renderer/': path.resolve('src/renderer/src') + path.sep };

function featureOf(file) {
  const relative = path.relative(featuresRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return path.join(target, specifier.slice(alias.length));
  }
  return null;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders never import each other; compose them in app/.' },
    schema: [],
    messages: { cross: 'features/{{from}} may not import features/{{to}}: compose them in app/ instead.' },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveSpecifier(node.source.value, context.filename);
      const to = target && featureOf(target);
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const architecture = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
