// The login: navigation to an interactive form (cold cache), and its submit to the Agencies rows.
import type { Browser } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import type { WebServer } from '../web/server';
import { openPage, waitUntil } from './browser-session';
import { LOGIN_READY_AT, SUBMIT_TO_ROWS } from './page-probes';

export async function benchLogin(browser: Browser, server: WebServer, loads: number) {
  const interactive: number[] = [];
  const toRows: number[] = [];
  for (let load = 0; load < loads; load++) {
    const session = await openPage(browser, server, { language: 'en', signedIn: false });
    const { page } = session;
    await page.goto(paths.login.getHref());
    if (!(await waitUntil(page, `${LOGIN_READY_AT} !== null`))) throw new Error('no login form');
    interactive.push(await page.evaluate<number>(LOGIN_READY_AT));

    await page.locator('input[type="email"]').fill(DEMO_CREDENTIALS.email);
    await page.locator('input[type="password"]').fill(DEMO_CREDENTIALS.password);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('queue-row').first().waitFor({ timeout: 60_000 });
    const submitted = await page.evaluate<number | null>(SUBMIT_TO_ROWS);
    if (submitted !== null) toRows.push(submitted);
    await session.context.close();
  }
  return { interactive, toRows };
}
