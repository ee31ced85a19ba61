// Who may import whom between the zones of src/ (elements.js names them), as ESLint config blocks.
import { hooksOnly } from './hooks-only.js';

// The renderer's layers, upwards (bulletproof-react's rule): app composes features; a feature uses
// lib and components and never another feature; lib and components know no feature and no app.
const rendererLayers = {
  files: ['src/renderer/**'],
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: {
                element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
              },
            },
            message:
              'features/{{ from.element.captured.feature }} may not import features/{{ to.element.captured.feature }}: compose them in app/ instead.',
          },
          {
            from: { element: { types: ['feature', 'lib', 'components'] } },
            disallow: { to: { element: { type: 'app' } } },
            message:
              '{{ from.element.types.[0] }} may not import app: dependencies point from app to features to lib.',
          },
          {
            from: { element: { types: ['lib', 'components'] } },
            disallow: { to: { element: { type: 'feature' } } },
            message:
              '{{ from.element.types.[0] }} may not import features/{{ to.element.captured.feature }}: dependencies point from app to features to lib.',
          },
        ],
      },
    ],
  },
};

// A feature's files live in its folders (FEATURE_FOLDERS in elements.js): any other file of a feature
// belongs to no element.
const featureFolders = {
  files: ['src/renderer/src/features/**'],
  rules: { 'boundaries/no-unknown-files': 'error' },
};

const hooksFolders = {
  files: ['src/renderer/src/**/hooks/**'],
  plugins: { local: { rules: { 'hooks-only': hooksOnly } } },
  rules: { 'local/hooks-only': 'error' },
};

// The web-mode server runs in Node beside the demo API and serves the built console: Node's builtins,
// its HTTP libraries, the shared contract and the demo API, nothing of the app's own processes.
const webServer = {
  files: ['src/web-server/**'],
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        checkUnknownLocals: true,
        message:
          'src/web-server may import only Node builtins, hono, @hono/node-server, src/shared and src/demo-api (not "{{ dependency.source }}").',
        policies: [
          { allow: { to: { module: { origin: 'core' } } } },
          { allow: { to: { module: { origin: 'external', source: ['hono', '@hono/node-server'] } } } },
          { allow: { to: { element: { types: ['shared', 'demo-api'] } } } },
        ],
      },
    ],
  },
};

export const zones = [rendererLayers, featureFolders, hooksFolders, webServer];
