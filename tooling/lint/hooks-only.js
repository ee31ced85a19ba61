// hooks/ holds hooks only: each file is named use-… and exports hooks (use…) and types, nothing else,
// so a screen's logic is found by its name. eslint-plugin-boundaries checks where imports point, not
// what a file is called or exports, hence this small rule (eslint.config.js scopes it to hooks/).
import path from 'node:path';

const isHook = (name) => /^use[A-Z]/.test(name);

export const hooksOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Files in hooks/ are named use-… and export only hooks and types.' },
    schema: [],
    messages: {
      hookFile: 'A file in hooks/ is named use-….',
      hookExport: '"{{name}}" is not a hook: only hooks (use…) and their types are exported from hooks/.',
    },
  },
  create(context) {
    const check = (node, name) => {
      if (!isHook(name)) context.report({ node, messageId: 'hookExport', data: { name } });
    };
    return {
      Program(node) {
        if (!path.basename(context.filename).startsWith('use-'))
          context.report({ node, messageId: 'hookFile' });
      },
      ExportNamedDeclaration(node) {
        const { declaration } = node;
        if (node.exportKind === 'type' || declaration?.type.startsWith('TS')) return;
        if (declaration?.id) check(node, declaration.id.name);
        for (const item of declaration?.declarations ?? [])
          if (item.id.type === 'Identifier') check(node, item.id.name);
        for (const specifier of node.specifiers)
          if (specifier.exportKind !== 'type')
            check(node, specifier.exported.name ?? specifier.exported.value);
      },
      ExportDefaultDeclaration(node) {
        check(node, node.declaration.id?.name ?? 'default');
      },
    };
  },
};
