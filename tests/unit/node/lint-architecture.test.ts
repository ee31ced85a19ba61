// Lint keeps the architecture (eslint.config.js and tooling/lint/): shared code runs anywhere, IPC goes
// through the typed wrappers, each zone of src/ imports only what it may, and the tests and the
// benchmark never import each other. Every rule is shown an import it refuses and one it lets through.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

// Loading the TypeScript parser and the config takes seconds on a busy 2-core machine: do it once.
beforeAll(() => eslint.lintText('export {};\n', { filePath: `${root}src/shared/warm-up.ts` }), 60_000);

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages;
}

async function ruleIds(filePath: string, code: string) {
  return (await lint(filePath, code)).map((message) => message.ruleId);
}

const imports = (specifier: string) => `import { x } from '${specifier}';\nexport const a = x;\n`;

describe('where code may run', () => {
  it('keeps src/shared free of electron, node: and DOM', async () => {
    expect(await ruleIds('src/shared/x.ts', imports('electron'))).toContain('no-restricted-imports');
    expect(await ruleIds('src/shared/x.ts', imports('node:fs'))).toContain('no-restricted-imports');
    expect(await ruleIds('src/shared/x.ts', 'export const a = window.location;\n')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIds('src/shared/x.ts', imports('./api/endpoints'))).toEqual([]);
  });

  it('bans raw ipcMain and ipcRenderer outside the typed wrappers', async () => {
    const ipcMain = "import { ipcMain } from 'electron';\nexport const a = ipcMain;\n";
    expect(await ruleIds('src/main/window.ts', ipcMain)).toContain('no-restricted-imports');
    expect(await ruleIds('src/main/ipc/handle.ts', ipcMain)).toEqual([]);
  });

  it('keeps lib/drafts free of UI', async () => {
    const drafts = 'src/renderer/src/lib/drafts/x.ts';
    expect(await ruleIds(drafts, imports('@mantine/notifications'))).toContain('no-restricted-imports');
    expect(await ruleIds(drafts, imports('react'))).toContain('no-restricted-imports');
    expect(await ruleIds(drafts, imports('@shared/api/schemas'))).toEqual([]);
  });
});

describe('the renderer layers', () => {
  it('stop one feature importing another, however the import is written', async () => {
    const file = 'src/renderer/src/features/queues/components/review-queue.tsx';
    for (const code of [
      imports('../../auth/api/login'),
      imports('@renderer/features/review/api/x'),
      "export { x } from '../../review/lib/x';\n",
      "export const load = () => import('@renderer/features/review/components/report-page');\n",
    ])
      expect(await ruleIds(file, code)).toEqual(['boundaries/dependencies']);
    const [message] = await lint(file, imports('../../auth/api/login'));
    expect(message.message).toBe(
      'features/queues may not import features/auth: compose them in app/ instead.',
    );
    expect(await ruleIds(file, imports('../api/get-reviews'))).toEqual([]);
    expect(await ruleIds(file, imports('@renderer/features/queues/hooks/use-queue-rows'))).toEqual([]);
  });

  it('keep lib and components free of features and the app layer', async () => {
    for (const file of ['src/renderer/src/lib/x.ts', 'src/renderer/src/components/x.tsx']) {
      expect(await ruleIds(file, imports('@renderer/features/review/api/x'))).toEqual([
        'boundaries/dependencies',
      ]);
      expect(await ruleIds(file, imports('@renderer/app/router'))).toEqual(['boundaries/dependencies']);
    }
    expect(await ruleIds('src/renderer/src/lib/x.ts', imports('./paths'))).toEqual([]);
    expect(await ruleIds('src/renderer/src/components/x.tsx', imports('@renderer/lib/paths'))).toEqual([]);
  });

  it('keep features from importing the app layer, which composes them', async () => {
    const file = 'src/renderer/src/features/review/components/x.tsx';
    expect(await ruleIds(file, imports('../../../app/router'))).toEqual(['boundaries/dependencies']);
    expect(await ruleIds(file, imports('@renderer/lib/paths'))).toEqual([]);
    expect(await ruleIds(file, imports('@renderer/components/x'))).toEqual([]);
    expect(
      await ruleIds(
        'src/renderer/src/app/screens.ts',
        "export const load = () => import('@renderer/features/review/components/report-page');\n",
      ),
    ).toEqual([]);
  });

  it('put feature files in api, components, hooks, stores or lib', async () => {
    const feature = 'src/renderer/src/features/review';
    expect(await ruleIds(`${feature}/form/x.ts`, 'export const a = 1;\n')).toEqual([
      'boundaries/no-unknown-files',
    ]);
    expect(await ruleIds(`${feature}/x.ts`, 'export const a = 1;\n')).toEqual([
      'boundaries/no-unknown-files',
    ]);
    for (const folder of ['api', 'components', 'stores', 'lib'])
      expect(await ruleIds(`${feature}/${folder}/x.ts`, 'export const a = 1;\n')).toEqual([]);
    expect(await ruleIds(`${feature}/hooks/use-x.ts`, 'export const useX = () => 1;\n')).toEqual([]);
  });

  it('name the files of hooks/ use-…', async () => {
    for (const hooks of ['src/renderer/src/features/review/hooks', 'src/renderer/src/lib/hooks']) {
      expect(await ruleIds(`${hooks}/x.ts`, 'export const useX = () => 1;\n')).toEqual(['local/hooks-only']);
      expect(await ruleIds(`${hooks}/use-x.ts`, 'export const useX = () => 1;\n')).toEqual([]);
    }
  });

  it('export only hooks and their types from hooks/', async () => {
    const file = 'src/renderer/src/features/review/hooks/use-x.ts';
    for (const code of [
      'export const format = () => 1;\n',
      'export function format() {\n  return 1;\n}\n',
      'const format = () => 1;\nexport { format };\n',
      'export default function format() {\n  return 1;\n}\n',
    ])
      expect(await ruleIds(file, code)).toEqual(['local/hooks-only']);
    expect(
      await ruleIds(
        file,
        'export type X = number;\nexport interface Y {\n  y: X;\n}\nexport const useX = (): X => 1;\n',
      ),
    ).toEqual([]);
  });
});

describe('the web-mode server', () => {
  const file = 'src/web-server/server.ts';

  it('imports Node builtins, hono, @hono/node-server, src/shared and src/demo-api', async () => {
    for (const specifier of [
      'node:http',
      'hono',
      '@hono/node-server',
      '../shared/renderer-content',
      '@shared/api/endpoints',
      '../demo-api/server',
      './api-proxy',
    ])
      expect(await ruleIds(file, imports(specifier))).toEqual([]);
  });

  it('never imports the renderer, main, preload or electron', async () => {
    for (const specifier of [
      '../renderer/src/lib/paths',
      '@renderer/lib/paths',
      '../renderer/src/main',
      '../main/index',
      '../preload/index',
      'electron',
      'react',
    ])
      expect(await ruleIds(file, imports(specifier))).toEqual(['boundaries/dependencies']);
  });
});

describe('the tests and the benchmark', () => {
  it('keep tests away from the benchmark, which shares through tooling/harness', async () => {
    const spec = 'tests/e2e/review-keyboard.spec.ts';
    expect(await ruleIds(spec, imports('../../scripts/bench/figures'))).toEqual(['no-restricted-imports']);
    expect(await ruleIds(spec, imports('../../scripts/bench'))).toEqual(['no-restricted-imports']);
    expect(await ruleIds(spec, imports('../../tooling/harness/review-keypresses'))).toEqual([]);
  });

  it('keep scripts away from the tests', async () => {
    expect(await ruleIds('scripts/bench.ts', imports('../tests/fixtures/demo-control'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('scripts/bench/x.ts', imports('../../tests/integration/signed-in'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('scripts/bench/x.ts', imports('../../tooling/harness/chromium'))).toEqual([]);
  });

  it('keep tooling free of both', async () => {
    const file = 'tooling/harness/x.ts';
    expect(await ruleIds(file, imports('../../tests/fixtures/demo-control'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds(file, imports('../../scripts/bench/stats'))).toEqual(['no-restricted-imports']);
    expect(await ruleIds(file, imports('../../src/demo-api/app'))).toEqual([]);
  });
});
