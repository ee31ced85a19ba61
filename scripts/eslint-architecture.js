// Local ESLint rules that keep the renderer's layers apart: features never import each other or the
// app layer; lib and components never import features; feature folders have the same sub-folders;
// hooks/ holds hooks only, named use-….
import path from 'node:path';

const rendererRoot = path.resolve('src/renderer/src');
const featuresRoot = path.join(rendererRoot, 'features');
const aliases = { '@renderer/': rendererRoot + path.sep };

/** The standard sub-folders of a feature (bulletproof-react's). */
export const FEATURE_FOLDERS = ['api', 'components', 'hooks', 'stores', 'lib'];

function inside(root, file) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep);
}

/** Which layer of the renderer a file belongs to: app, lib, components or features/<name>. */
function layerOf(file) {
  const parts = inside(rendererRoot, file);
  if (!parts || parts.length < 2) return null;
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return path.join(target, specifier.slice(alias.length));
  }
  return null;
}

function importVisitor(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders never import each other; compose them in app/.' },
    schema: [],
    messages: { cross: 'features/{{from}} may not import features/{{to}}: compose them in app/ instead.' },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from?.startsWith('features/')) return {};
    return importVisitor((node, specifier) => {
      const target = resolveSpecifier(specifier, context.filename);
      const to = target && layerOf(target);
      if (to?.startsWith('features/') && to !== from)
        context.report({ node, messageId: 'cross', data: { from: from.slice(9), to: to.slice(9) } });
    });
  },
};

// Who may import whom, upwards: app composes features; features use lib and components; lib and
// components know no feature.
const FORBIDDEN = {
  lib: ['features/', 'app'],
  components: ['features/', 'app'],
  features: ['app'],
};

const layeredImports = {
  meta: {
    type: 'problem',
    docs: { description: 'lib and components never import features or app; features never import app.' },
    schema: [],
    messages: { upward: '{{from}} may not import {{to}}: dependencies point from app to features to lib.' },
  },
  create(context) {
    const from = layerOf(context.filename);
    const forbidden = from && FORBIDDEN[from.startsWith('features/') ? 'features' : from];
    if (!forbidden) return {};
    return importVisitor((node, specifier) => {
      const target = resolveSpecifier(specifier, context.filename);
      const to = target && layerOf(target);
      if (to && forbidden.some((layer) => to === layer || (layer.endsWith('/') && to.startsWith(layer))))
        context.report({ node, messageId: 'upward', data: { from, to } });
    });
  },
};

const featureFolders = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Feature code lives in api, components, hooks, stores or lib; hooks/ holds use-… hooks only.',
    },
    schema: [],
    messages: {
      folder: 'Put this file in one of the feature folders: {{folders}}.',
      hookFile: 'A file in hooks/ is named use-….',
      hookExport: '"{{name}}" is not a hook: only hooks (use…) and their types are exported from hooks/.',
    },
  },
  create(context) {
    const parts = inside(featuresRoot, context.filename);
    if (!parts) return {};
    if (parts.length < 3 || !FEATURE_FOLDERS.includes(parts[1])) {
      return {
        Program: (node) =>
          context.report({ node, messageId: 'folder', data: { folders: FEATURE_FOLDERS.join(', ') } }),
      };
    }
    if (parts[1] !== 'hooks') return {};
    const checkName = (node, name) => {
      if (!/^use[A-Z]/.test(name)) context.report({ node, messageId: 'hookExport', data: { name } });
    };
    return {
      Program(node) {
        if (!parts[parts.length - 1].startsWith('use-')) context.report({ node, messageId: 'hookFile' });
      },
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        if (!declaration || declaration.type.startsWith('TS')) return;
        if (declaration.type === 'FunctionDeclaration' && declaration.id)
          checkName(node, declaration.id.name);
        if (declaration.type === 'VariableDeclaration')
          for (const item of declaration.declarations)
            if (item.id.type === 'Identifier') checkName(node, item.id.name);
      },
    };
  },
};

export const architecture = {
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'layered-imports': layeredImports,
    'feature-folders': featureFolders,
  },
};
