// Small helpers of the Electron journeys (the screens are tests/pages/*): signing in through the
// bridge, waiting for a draft to be written, and stubs in main (the native dialog, the OS browser)
// that record what the app asked of them.
import type { ElectronApplication, Page } from '@playwright/test';
import type { ReviewConsoleBridge } from '../../src/shared/ipc/contract';
import { draftKey, type DraftStep } from '../../src/shared/ipc/draft-keys';
import type { Credentials } from './backend';
import { expect } from './fixtures';
import { answerMessageBoxes, LEAVE, questionsAsked, STAY } from './unsaved-changes-at-close';

export { LEAVE, STAY };

/** The page's window with the bridge (the renderer's own typing is not in this project). */
export type WithBridge = { reviewConsole: ReviewConsoleBridge };

/** Signs in through the bridge, as the login screen would: main's client keeps the session. */
export async function signInThroughBridge(page: Page, { email, password }: Credentials) {
  const result = await page.evaluate(
    (body) => (window as unknown as WithBridge).reviewConsole.api.call('login', undefined, body),
    { email, password },
  );
  expect(result.ok ? null : result.error, `signing in as ${email}`).toBeNull();
}

/**
 * Waits until main holds the step's draft with `text` in it. Drafts are written a moment after typing
 * stops, so a test waits for this before a crash or a quit, which are not given that moment.
 */
export async function draftSaved(page: Page, review: { reviewId: string }, step: DraftStep, text: string) {
  const key = draftKey(review.reviewId, step);
  await expect
    .poll(async () =>
      JSON.stringify(
        await page.evaluate(
          (draft) => (window as unknown as WithBridge).reviewConsole.drafts.load(draft),
          key,
        ),
      ),
    )
    .toContain(JSON.stringify(text).slice(1, -1));
}

/** Answers main's unsaved-changes question with `answer` from now on, counting the questions. */
export const stubUnsavedChangesDialog = (app: ElectronApplication, answer: number) =>
  answerMessageBoxes(app, answer);

export { questionsAsked };

/** Replaces shell.openExternal with a recorder; returns a reader of the URLs it was given. */
export async function recordOpenExternal(app: ElectronApplication): Promise<() => Promise<string[]>> {
  await app.evaluate(({ shell }) => {
    const opened: string[] = [];
    (globalThis as unknown as { opened: string[] }).opened = opened;
    shell.openExternal = async (url: string) => {
      opened.push(url);
    };
  });
  return () => app.evaluate(() => (globalThis as unknown as { opened: string[] }).opened);
}

/** The page's window after a crash and main's reload: the live one with the console in it. */
export async function liveWindow(app: ElectronApplication): Promise<Page> {
  await expect.poll(() => app.windows().filter((page) => !page.isClosed()).length).toBeGreaterThan(0);
  const [live] = app.windows().filter((page) => !page.isClosed());
  await live.waitForLoadState('domcontentloaded');
  return live;
}

/** The field paths of a review's two steps, in the order each step sends them, read through the bridge
 * (the order of tests/e2e's fieldGroups: profile, social links, tags, work; then the services). */
export async function stepFieldPaths(page: Page, agencyId: string) {
  const result = await page.evaluate(
    (params) => (window as unknown as WithBridge).reviewConsole.api.call('validationFields', params),
    { agencyId },
  );
  if (!result.ok) throw new Error(`The validation fields could not be read: ${JSON.stringify(result.error)}`);
  const { profileFields, socialLinksFields, tagsFields, workFields, serviceFields } = result.data;
  const paths = (fields: { path: string }[]) => fields.map((field) => field.path);
  return {
    profile: paths([...profileFields, ...socialLinksFields, ...tagsFields, ...workFields]),
    services: paths(serviceFields),
  };
}
