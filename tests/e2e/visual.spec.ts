// The console's look, guarded by pixels: every screen and dialog a reviewer meets, in English and in
// Arabic (right to left), compared with the baselines in __screenshots__/visual.spec.ts/. Those are
// drawn on the reference platform (Linux, Debian's Chromium, the fonts .ci/run installs); update them
// deliberately with `npx playwright test -c tests/e2e/playwright.config.ts visual --update-snapshots`.
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { paths } from '../../src/renderer/src/lib/paths';
import { openInLanguage, textsIn, type UiLanguage } from './a11y-helpers';
import { UnsavedChangesDialog } from '../pages/dialogs';
import { SettingsMenu, ShortcutsSheet } from '../pages/keyboard-shortcuts';
import { PasswordRecoveryPage } from '../pages/password-recovery-page';
import { PreviewPanel } from '../pages/preview-panel';
import { QueuePage, type QueueName } from '../pages/queue-page';
import { ReportPage } from '../pages/report-page';
import { validateThroughApi } from '../pages/review-setup';
import { ReviewStepPage, type StepName } from '../pages/review-step-page';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { Toasts } from '../pages/toasts';
import { expect, signInThroughApi, test } from './fixtures';

/**
 * The font faces the pictures are drawn with, and the Debian package of each: Latin text in Liberation
 * Sans (Chromium's stand-in for Helvetica and Arial), the report's field paths in Liberation Mono,
 * Arabic in DejaVu Sans (named by src/renderer/src/app/fonts.css), its slanted text in DejaVu's oblique.
 */
const NEEDED_FACES = [
  { family: 'Liberation Sans', style: 'Regular', debianPackage: 'fonts-liberation' },
  { family: 'Liberation Mono', style: 'Regular', debianPackage: 'fonts-liberation' },
  { family: 'DejaVu Sans', style: 'Book', debianPackage: 'fonts-dejavu-core' },
  { family: 'DejaVu Sans', style: 'Bold', debianPackage: 'fonts-dejavu-core' },
  { family: 'DejaVu Sans', style: 'Oblique', debianPackage: 'fonts-dejavu-extra' },
];
/** Families the console's font stacks name ahead of those: installed, they would draw instead. */
const PREEMPTING_FAMILIES = [
  'Segoe UI',
  'Roboto',
  'Helvetica',
  'Arial',
  'Tahoma',
  'Noto Sans Arabic',
  'Noto Sans',
  'SFMono-Regular',
  'Menlo',
  'Monaco',
  'Consolas',
];

/** What differs from the reference platform's fonts, in words; empty when nothing does. */
function fontProblems(): string[] {
  let listing: string;
  try {
    listing = execFileSync('fc-list', [':', 'family', 'style'], { encoding: 'utf8' });
  } catch (error) {
    return [`fc-list could not be run (${String(error)}); install fontconfig`];
  }
  // Lines read "DejaVu Sans,DejaVu Sans Condensed:style=Condensed Bold,Bold".
  const faces = new Set<string>();
  const families = new Set<string>();
  for (const line of listing.split('\n')) {
    const [familyPart = '', stylePart = ''] = line.split(':style=');
    for (const family of familyPart.split(',')) {
      families.add(family);
      for (const style of stylePart.split(',')) faces.add(`${family}|${style}`);
    }
  }
  const missing = NEEDED_FACES.filter((face) => !faces.has(`${face.family}|${face.style}`)).map(
    (face) => `the font "${face.family} ${face.style}" is missing: apt-get install ${face.debianPackage}`,
  );
  const preempting = PREEMPTING_FAMILIES.filter((family) => families.has(family)).map(
    (family) => `the font "${family}" is installed and would be drawn instead of the reference fonts`,
  );
  return [...missing, ...preempting];
}

const LANGUAGES = ['en', 'ar'] as const satisfies readonly UiLanguage[];

// One window size, light scheme, UTC: the same picture on every run.
test.use({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  colorScheme: 'light',
  locale: 'en-US',
  timezoneId: 'UTC',
});
// Review steps build whole forms and every shot waits for two identical frames: generous.
test.describe.configure({ timeout: 60_000 });

test.skip(
  process.platform !== 'linux',
  'The baselines are drawn on the reference platform, Linux with Chromium (CI); other systems draw text differently.',
);

test.beforeAll(() => {
  const problems = fontProblems();
  if (problems.length > 0) {
    throw new Error(
      `The screenshots are drawn with the reference platform's fonts (.ci/run installs them):\n- ${problems.join('\n- ')}`,
    );
  }
});

/** Every image on the page has finished loading (or failed, and shows its fallback). */
async function imagesSettled(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete)),
    )
    .toBe(true);
}

/** Shown and settled at the end of its opening transition. */
async function settled(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect(locator).toHaveCSS('opacity', '1');
}

for (const language of LANGUAGES) {
  const text = textsIn(language);

  /** The window as the reviewer sees it, in this language; toasts (they come and go on timers) masked. */
  async function expectLook(page: Page, screen: string) {
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await imagesSettled(page);
    await expect(page).toHaveScreenshot(`${screen}-${language}.png`, {
      animations: 'disabled',
      caret: 'hide',
      mask: [new Toasts(page).all],
    });
  }

  test.describe(`in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ page }) => {
      await openInLanguage(page, language);
    });

    test.describe('the sign-in screens', () => {
      test('login', async ({ page }) => {
        await page.goto(paths.login.getHref());
        await expect(page.getByRole('textbox', { name: text.auth.login.email })).toBeFocused();
        await expectLook(page, 'login');
      });

      test('login with its field errors', async ({ page }) => {
        await page.goto(paths.login.getHref());
        const email = page.getByRole('textbox', { name: text.auth.login.email });
        const password = page.getByLabel(text.auth.login.password, { exact: true });
        await email.fill('reviewer@');
        await password.fill('12345');
        await password.blur();
        // Both fields drawn in their error state, each with its message.
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(password).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(text.auth.validation.emailInvalid)).toBeVisible();
        await expectLook(page, 'login-errors');
      });

      test('forgot password', async ({ page }) => {
        await new PasswordRecoveryPage(page).openForgotPassword();
        await expect(page.getByRole('button', { name: text.auth.forgotPassword.submit })).toBeVisible();
        await expectLook(page, 'forgot-password');
      });

      test('OTP', async ({ page }) => {
        await new PasswordRecoveryPage(page).openCarryingEmail('otp');
        await expect(page.getByText(DEMO_CREDENTIALS.email)).toBeVisible();
        await expect(
          page.getByRole('textbox', {
            name: text.auth.otp.digit.replace('{{position}}', '1').replace('{{length}}', '6'),
          }),
        ).toBeFocused();
        // Resend counts seconds down only once used: here it reads the same on every run.
        await expect(page.getByRole('button', { name: text.auth.otp.resend, exact: true })).toBeEnabled();
        await expectLook(page, 'otp');
      });

      test('reset password', async ({ page }) => {
        await new PasswordRecoveryPage(page).openCarryingEmail('resetPassword');
        await expect(page.getByText(text.auth.resetPassword.description)).toBeVisible();
        await expectLook(page, 'reset-password');
      });
    });

    test.describe('signed in', () => {
      test.beforeEach(async ({ page }) => {
        await signInThroughApi(page);
      });

      /** A queue with its rows and (where the sidebar shows) its counts, nothing still loading. */
      async function openQueue(page: Page, name: QueueName = 'agencies', { withSidebar = true } = {}) {
        const queue = new QueuePage(page);
        await queue.open(name);
        await expect(queue.rows.first()).toBeVisible({ timeout: 15_000 });
        await expect(queue.skeletonRows).toHaveCount(0);
        if (withSidebar) await expect(page.getByTestId('nav-count')).toHaveCount(2);
        return queue;
      }

      const QUEUES = [
        ['agencies', 'queue-agencies'],
        ['updatedProfiles', 'queue-updated-profiles'],
        ['rereviewRequests', 'queue-rereview-requests'],
      ] as const satisfies readonly (readonly [QueueName, string])[];
      for (const [name, screen] of QUEUES) {
        test(`the ${name} queue`, async ({ page }) => {
          await openQueue(page, name);
          await expectLook(page, screen);
        });
      }

      test('the end of the agencies queue, with its pages', async ({ page }) => {
        const queue = await openQueue(page);
        await expect(queue.rows).toHaveCount(10);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(queue.rows.last()).toBeInViewport();
        await expectLook(page, 'queue-agencies-end');
      });

      test('the sort menu', async ({ page }) => {
        const queue = await openQueue(page);
        await page.getByRole('button', { name: new RegExp(text.queues.sort.label) }).click();
        await settled(page.getByRole('menu'));
        await expect(queue.rows.first()).toBeVisible();
        await expectLook(page, 'sort-menu');
      });

      test('the keyboard-shortcuts sheet', async ({ page }) => {
        await openQueue(page);
        const sheet = new ShortcutsSheet(page, language);
        await sheet.openWithKey();
        await settled(sheet.root);
        await expectLook(page, 'shortcuts-sheet');
      });

      test('the settings menu', async ({ page }) => {
        await openQueue(page);
        const settings = new SettingsMenu(page, language);
        await settings.open();
        await expect(settings.button).toHaveAttribute('aria-expanded', 'true');
        await settled(settings.root);
        await expectLook(page, 'settings-menu');
      });

      test.describe('in a narrow window', () => {
        test.use({ viewport: { width: 600, height: 800 } });

        test('the navigation drawer', async ({ page }) => {
          await openQueue(page, 'agencies', { withSidebar: false });
          await page.getByTestId('narrow-bar').getByRole('button').click();
          const drawer = page.getByRole('dialog');
          await settled(drawer);
          await expect(drawer.getByTestId('nav-count')).toHaveCount(2);
          await expectLook(page, 'navigation-drawer');
        });
      });

      /** A step with its field list and its preview (loaded apart) on screen. */
      async function openStep(page: Page, step: StepName) {
        const stepPage = new ReviewStepPage(page);
        await stepPage.open(IN_PROGRESS, step);
        await expect(stepPage.fields.first()).toBeVisible();
        await expect(new PreviewPanel(page).scroller.locator('[data-preview-anchor]').first()).toBeVisible();
        return stepPage;
      }

      for (const step of ['profile', 'services'] as const) {
        test(`the ${step} step`, async ({ page }) => {
          await openStep(page, step);
          await expectLook(page, `review-${step}`);
        });
      }

      test('the full-screen preview', async ({ page }) => {
        await openStep(page, 'profile');
        const preview = new PreviewPanel(page);
        await preview.pressF();
        await expect(preview.scroller).toHaveAttribute('data-full-screen', 'true');
        await expectLook(page, 'preview-full-screen');
      });

      test('the Unsaved Changes dialog', async ({ page }) => {
        const step = await openStep(page, 'profile');
        await step.statusInput('profile.tagline', 'invalid').check();
        await page.getByRole('button', { name: text.review.actions.back, exact: true }).click();
        await settled(new UnsavedChangesDialog(page).anyDialog);
        await expectLook(page, 'unsaved-changes');
      });

      test('the report', async ({ page }) => {
        // One field valid, one invalid with its note: both states of a validation row.
        await validateThroughApi(page, IN_PROGRESS, [
          { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
          {
            fieldPath: 'profile.tagline',
            validationStatus: 'invalid',
            note: 'The tagline promises results the portfolio does not show.',
          },
        ]);
        await new ReportPage(page).open(IN_PROGRESS);
        await expect(page.getByTestId('report-agency')).toBeVisible();
        await expect(page.locator('tbody tr')).toHaveCount(2);
        await expectLook(page, 'report');
      });
    });
  });
}
