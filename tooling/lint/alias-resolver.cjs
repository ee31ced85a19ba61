// An import resolver (eslint-plugin-import's interface, which eslint-plugin-boundaries uses) that finds
// files as Vite and TypeScript do: through the path aliases (@renderer/…, @shared/…) and without
// extensions. A path with no file yet still names its zone, so it resolves to that path. Bare names
// (packages, node: builtins) are not files of the project: the plugin tells external packages from
// Node's own by name.
'use strict';
const { statSync } = require('node:fs');
const path = require('node:path');

const CANDIDATES = ['', '.ts', '.tsx', '.js', '.json', '/index.ts', '/index.tsx'];

const isFile = (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false;

exports.interfaceVersion = 2;

/** @param {{ aliases?: Record<string, string> }} options alias → absolute folder */
exports.resolve = (source, file, { aliases = {} } = {}) => {
  const alias = Object.keys(aliases).find((name) => source.startsWith(`${name}/`));
  const base = alias
    ? path.join(aliases[alias], source.slice(alias.length + 1))
    : source.startsWith('.')
      ? path.resolve(path.dirname(file), source)
      : null;
  if (!base) return { found: false };
  return { found: true, path: CANDIDATES.map((suffix) => base + suffix).find(isFile) ?? base };
};
