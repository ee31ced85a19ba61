// Lint keeps the architecture: shared code runs anywhere, IPC goes through the typed wrappers,
// and feature folders never import each other.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// Loading the TypeScript parser and the config takes seconds on a busy 2-core machine: do it once.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/shared/warm-up.ts' }), 60_000);

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

describe('lint architecture rules', () => {
  it('keeps src/shared free of electron, node: and DOM', async () => {
    expect(
      await ruleIds('src/shared/x.ts', "import { app } from 'electron';\nexport const a = app;\n"),
    ).toContain('no-restricted-imports');
    expect(await ruleIds('src/shared/x.ts', "import fs from 'node:fs';\nexport const a = fs;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('src/shared/x.ts', 'export const a = window.location;\n')).toContain(
      'no-restricted-globals',
    );
  });

  it('bans raw ipcMain and ipcRenderer outside the typed wrappers', async () => {
    expect(
      await ruleIds('src/main/window.ts', "import { ipcMain } from 'electron';\nexport const a = ipcMain;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        'src/main/ipc/handle.ts',
        "import { ipcMain } from 'electron';\nexport const a = ipcMain;\n",
      ),
    ).toEqual([]);
  });

  it('stops one feature folder importing another', async () => {
    const file = 'src/renderer/src/features/queues/components/review-queue.tsx';
    expect(await ruleIds(file, "import { x } from '../../auth/api/login';\nexport const a = x;\n")).toContain(
      'architecture/no-cross-feature-imports',
    );
    expect(
      await ruleIds(file, "import { x } from '@renderer/features/review/x';\nexport const a = x;\n"),
    ).toContain('architecture/no-cross-feature-imports');
    expect(await ruleIds(file, "import { x } from '../api/get-reviews';\nexport const a = x;\n")).toEqual([]);
  });
});

describe('the renderer layers', () => {
  const imports = (specifier: string) => `import { x } from '${specifier}';\nexport const a = x;\n`;

  it('keep lib and components free of features and the app layer', async () => {
    for (const file of ['src/renderer/src/lib/x.ts', 'src/renderer/src/components/x.tsx']) {
      expect(await ruleIds(file, imports('@renderer/features/review/api/x'))).toContain(
        'architecture/layered-imports',
      );
      expect(await ruleIds(file, imports('@renderer/app/router'))).toContain('architecture/layered-imports');
    }
    expect(await ruleIds('src/renderer/src/lib/x.ts', imports('./paths'))).toEqual([]);
  });

  it('keep features from importing the app layer', async () => {
    const file = 'src/renderer/src/features/review/components/x.tsx';
    expect(await ruleIds(file, imports('../../../app/router'))).toContain('architecture/layered-imports');
    expect(await ruleIds(file, imports('@renderer/lib/paths'))).toEqual([]);
  });

  it('keep lib/drafts free of UI', async () => {
    expect(await ruleIds('src/renderer/src/lib/drafts/x.ts', imports('@mantine/notifications'))).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds('src/renderer/src/lib/drafts/x.ts', imports('react'))).toContain(
      'no-restricted-imports',
    );
  });

  it('put feature files in api, components, hooks, stores or lib, and only use-… hooks in hooks/', async () => {
    const feature = 'src/renderer/src/features/review';
    expect(await ruleIds(`${feature}/form/x.ts`, 'export const a = 1;\n')).toContain(
      'architecture/feature-folders',
    );
    expect(await ruleIds(`${feature}/lib/x.ts`, 'export const a = 1;\n')).toEqual([]);
    expect(await ruleIds(`${feature}/hooks/x.ts`, 'export const useX = () => 1;\n')).toContain(
      'architecture/feature-folders',
    );
    expect(await ruleIds(`${feature}/hooks/use-x.ts`, 'export const format = () => 1;\n')).toContain(
      'architecture/feature-folders',
    );
    expect(
      await ruleIds(
        `${feature}/hooks/use-x.ts`,
        'export type X = number;\nexport const useX = (): X => 1;\n',
      ),
    ).toEqual([]);
  });
});
