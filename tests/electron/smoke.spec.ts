// The built desktop app launches against the demo API named in its environment, shows the console, exposes
// exactly the allowlisted bridge (BRIDGE_VERBS) and nothing of Node, and its CSP blocks inline scripts.
// Nothing asked of the backend: these run against the one QA names too.
import { BRIDGE_VERBS } from '../../src/shared/ipc/contract';
import type { WithBridge } from './desktop-helpers';
import { expect, test } from './fixtures';

test('the desktop app shows the console with exactly the allowlisted bridge and nothing of Node', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { name: 'Login to your Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  expect(page.url()).toMatch(/^app:\/\/console\//);

  const exposed = await page.evaluate(() => {
    const bridge = (window as unknown as WithBridge).reviewConsole as unknown as Record<string, object>;
    const page = window as unknown as { require?: unknown; process?: unknown };
    return {
      verbs: Object.entries(bridge).flatMap(([group, verbs]) =>
        Object.keys(verbs).map((verb) => `${group}.${verb}`),
      ),
      require: typeof page.require,
      process: typeof page.process,
    };
  });
  expect(exposed.verbs.sort()).toEqual(Object.keys(BRIDGE_VERBS).sort());
  expect(exposed).toMatchObject({ require: 'undefined', process: 'undefined' });

  const info = await page.evaluate(() => (window as unknown as WithBridge).reviewConsole.app.info());
  expect(info).toMatchObject({ apiConfigured: true });
  // REVIEW_CONSOLE_API_URL, or the file QA named in REVIEW_CONSOLE_CONFIG.
  expect(['environment', 'environment-file']).toContain(info.apiSource);
});

test('an inline script is blocked by the Content-Security-Policy', async ({ page }) => {
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string | null }>((resolve) => {
        let violated: string | null = null;
        document.addEventListener('securitypolicyviolation', (event) => {
          violated = event.violatedDirective;
        });
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.head.append(script);
        setTimeout(() => resolve({ ran: 'inlineRan' in window, violated }), 500);
      }),
  );
  expect(outcome.ran).toBe(false);
  expect(outcome.violated).toMatch(/^script-src/);
});
