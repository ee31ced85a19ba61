// The zones of src/ as eslint-plugin-boundaries sees them: which element each file belongs to, and how
// an import finds its file. zones.js says who may import whom.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const rootUrl = new URL('../../', import.meta.url);

/** The path aliases of tsconfig.base.json ("@renderer/*": ["./src/renderer/src/*"]) as alias → folder. */
function pathAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(new URL('tsconfig.base.json', rootUrl), 'utf8'));
  return Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      alias.replace('/*', ''),
      fileURLToPath(new URL(target.replace('/*', ''), rootUrl)),
    ]),
  );
}

/** The renderer's feature folders (bulletproof-react's): a file of a feature lives in one of them. */
const FEATURE_FOLDERS = ['api', 'components', 'hooks', 'stores', 'lib'];

// Each pattern is a folder from the project's root (partialMatch: false); the first that matches wins.
const elements = [
  {
    type: 'feature',
    pattern: `src/renderer/src/features/*/@(${FEATURE_FOLDERS.join('|')})`,
    capture: ['feature', 'folder'],
    partialMatch: false,
  },
  { type: 'app', pattern: 'src/renderer/src/app', partialMatch: false },
  { type: 'lib', pattern: 'src/renderer/src/lib', partialMatch: false },
  { type: 'components', pattern: 'src/renderer/src/components', partialMatch: false },
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  { type: 'demo-api', pattern: 'src/demo-api', partialMatch: false },
  { type: 'main', pattern: 'src/main', partialMatch: false },
  { type: 'preload', pattern: 'src/preload', partialMatch: false },
  { type: 'web-server', pattern: 'src/web-server', partialMatch: false },
];

export const boundariesSetup = {
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': fileURLToPath(rootUrl),
    'boundaries/elements': elements,
    // Dynamic imports and re-exports cross zones as much as imports do (app/screens.ts loads features).
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'import/resolver': {
      [fileURLToPath(new URL('./alias-resolver.cjs', import.meta.url))]: { aliases: pathAliases() },
    },
  },
};
