// The review steps in the desktop app: F toggles the native window full screen (and the page follows
// main's state), and Back or closing the window with a dirty form asks main's native question.
import type { ElectronApplication } from '@playwright/test';
import { paths } from '../../src/renderer/src/lib/paths';
import { navigateInApp } from '../pages/navigation';
import { PreviewPanel } from '../pages/preview-panel';
import { ReviewStepPage } from '../pages/review-step-page';
import { atRoute } from '../pages/routes';
import {
  LEAVE,
  questionsAsked,
  signInThroughBridge,
  STAY,
  stubUnsavedChangesDialog,
} from './desktop-helpers';
import { expect, test } from './fixtures';

const isFullScreen = (app: ElectronApplication) =>
  app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isFullScreen() ?? false);

// Every test here starts on the demo seed's review in progress.
test.beforeEach(async ({ seed, credentials, page }) => {
  await signInThroughBridge(page, credentials);
  await new ReviewStepPage(page, navigateInApp).open(seed.inProgress, 'profile');
});

test('F toggles the native window full screen, and the page follows main when it leaves', async ({
  electronApp: app,
  page,
}) => {
  const preview = new PreviewPanel(page);

  await preview.pressF();
  await expect.poll(() => isFullScreen(app), { timeout: 10_000 }).toBe(true);
  await preview.expectFullScreen(true);

  await page.keyboard.press('Escape');
  await expect.poll(() => isFullScreen(app), { timeout: 10_000 }).toBe(false);
  await preview.expectFullScreen(false);

  // Full screen left another way (the OS): the page hears it from main.
  await preview.pressF();
  await expect.poll(() => isFullScreen(app), { timeout: 10_000 }).toBe(true);
  await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].setFullScreen(false));
  await preview.expectFullScreen(false);
});

test('Back with a dirty form asks main’s native question: Stay keeps the work, Leave goes', async ({
  electronApp: app,
  page,
}) => {
  const step = new ReviewStepPage(page, navigateInApp);
  await step.markInvalid('profile.tagline', 'Not the agency’s own.');

  await stubUnsavedChangesDialog(app, STAY);
  await step.back();
  await expect.poll(() => questionsAsked(app)).toBe(1);
  await expect(step.note('profile.tagline')).toHaveValue('Not the agency’s own.');
  // No in-page modal: the desktop app asks natively.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await stubUnsavedChangesDialog(app, LEAVE);
  await step.back();
  await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));
});

test('closing a window with a dirty form asks: Stay keeps it open, Leave closes it', async ({
  electronApp: app,
  page,
}) => {
  const step = new ReviewStepPage(page, navigateInApp);
  await step.markInvalid('profile.tagline');

  await stubUnsavedChangesDialog(app, STAY);
  await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].close());
  await expect.poll(() => questionsAsked(app)).toBe(1);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
  await expect(step.radio('profile.tagline', 'Invalid')).toBeChecked();

  await stubUnsavedChangesDialog(app, LEAVE);
  const closed = page.waitForEvent('close');
  await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].close());
  await closed;
  expect(page.isClosed()).toBe(true);
});
