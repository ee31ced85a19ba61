// The login: navigation to an interactive form (cold cache), and its submit to the Agencies rows.
import type { Browser } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import type { WebServer } from '../../src/web-server/server';
import { openPage, waitUntil } from './browser-session';
import { LOGIN_READY_AT, SUBMIT_TO_ROWS } from './page-probes';

/**
 * `loads` cold loads of the login, each in a fresh context (no cache), after one that is not counted:
 * the browser's first page also starts its own machinery (the first renderer process, the network
 * service), which a reviewer's running browser has. On the 2-core machine that first load was
 * mostly the slowest of its run, by up to 150 ms, and with 10 loads the p95 was the slowest load.
 */
export async function benchLogin(browser: Browser, server: WebServer, loads: number) {
  const warmUp = await openPage(browser, server, { language: 'en', signedIn: false });
  try {
    await warmUp.page.goto(paths.login.getHref());
    if (!(await waitUntil(warmUp.page, `${LOGIN_READY_AT} !== null`))) throw new Error('no login form');
  } finally {
    await warmUp.context.close();
  }

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
