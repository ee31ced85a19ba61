// Where the desktop app finds its backend: the configuration screen when the one place named holds
// nothing usable, and REVIEW_CONSOLE_CONFIG honoured when it names a good file. Each test sets its own
// backend (none, or the worker's demo API by file), so these run whatever backend QA names.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignInPage } from '../pages/sign-in-page';
import type { WithBridge } from './desktop-helpers';
import { expect, test } from './fixtures';

const configFile = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'review-console-config-')), 'config.json');
  writeFileSync(file, text);
  return file;
};

test.describe('with an invalid configuration file and no backend URL', () => {
  // An unpackaged run falls back to the demo API only when nothing is named: a named, broken file is
  // reported instead (src/main/config.ts).
  test.use({
    appEnv: { REVIEW_CONSOLE_API_URL: undefined, REVIEW_CONSOLE_CONFIG: configFile('{ not json') },
  });

  test('shows the configuration screen with the reason', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Backend not configured' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/not valid JSON/)).toBeVisible();
    await expect(new SignInPage(page).heading).toHaveCount(0);
  });
});

test.describe('with REVIEW_CONSOLE_CONFIG naming a good file', () => {
  test.use({
    appEnv: async ({ demoApi }, use) => {
      const file = configFile(JSON.stringify({ apiUrl: demoApi.url }));
      await use({ REVIEW_CONSOLE_API_URL: undefined, REVIEW_CONSOLE_CONFIG: file });
    },
  });

  test('uses the backend the file names', async ({ page }) => {
    await expect(new SignInPage(page).heading).toBeVisible({ timeout: 30_000 });
    const info = await page.evaluate(() => (window as unknown as WithBridge).reviewConsole.app.info());
    expect(info).toMatchObject({ apiConfigured: true, apiSource: 'environment-file' });
  });
});
