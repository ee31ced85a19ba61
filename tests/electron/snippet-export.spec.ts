// Settings → Note snippets' Export in the desktop app: the sandboxed page's download (an object URL
// and a link with `download`) reaches Electron's download manager, past the window's navigation
// guards, and the file saved is the snippet file. Main keeps no download handler of its own, so
// Electron asks the reviewer where to save it; here main is told the path instead, as a reviewer
// would choose it.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSnippetFile } from '../../src/shared/domain/snippet-file';
import { paths } from '../../src/renderer/src/lib/paths';
import { navigateInApp } from '../pages/navigation';
import { SnippetSettings } from '../pages/snippet-settings';
import { recordOpenExternal, signInThroughBridge } from './desktop-helpers';
import { expect, test } from './fixtures';

test('Export saves snippets.json through Electron’s own download, and the console stays', async ({
  electronApp,
  page,
  credentials,
}) => {
  await expect(page.getByRole('heading', { name: 'Login to your Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  await signInThroughBridge(page, credentials);
  await navigateInApp(page, paths.settings.getHref());
  const settings = new SnippetSettings(page);
  await expect(settings.addButton).toBeEnabled();
  await settings.addButton.click();
  await settings.nameInput.fill('شعار غير واضح');
  await settings.textInput.fill('The logo of {agency} is blurry.');
  await settings.dialog.getByRole('button', { name: settings.texts.editor.save }).click();
  await expect(settings.rows).toHaveCount(1);

  const target = join(mkdtempSync(join(tmpdir(), 'snippets-export-')), 'snippets.json');
  const opened = await recordOpenExternal(electronApp);
  // The name the page suggested is kept where the test can ask for it after the download.
  await electronApp.evaluate(({ BrowserWindow }, path) => {
    BrowserWindow.getAllWindows()[0]!.webContents.session.once('will-download', (_event, item) => {
      item.setSavePath(path);
      Object.assign(globalThis, { suggestedDownloadName: item.getFilename() });
    });
  }, target);
  await settings.exportButton.click();
  await expect
    .poll(() => (existsSync(target) ? readFileSync(target, 'utf8') : null))
    .toBe(writeSnippetFile([{ name: 'شعار غير واضح', text: 'The logo of {agency} is blurry.' }]));
  expect(await electronApp.evaluate(() => Reflect.get(globalThis, 'suggestedDownloadName'))).toBe(
    'snippets.json',
  );
  expect(await opened()).toEqual([]);
  expect(page.url()).toMatch(/^app:\/\/console\/settings$/);
});
