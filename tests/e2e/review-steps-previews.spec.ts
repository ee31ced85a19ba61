// The review steps' agency previews: their content, full screen by button, F and Esc, and the
// Arabic (right-to-left) layout.
import { PreviewPanel } from '../pages/preview-panel';
import { ReviewStepPage } from '../pages/review-step-page';
import { proxiedApiPath, stepUrl } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

interface Agency {
  profile: { name: string; tagline: string; website: string; yearFounded: number; teamStructure: string };
  socialLinks: { linkedin: string; instagram: string };
  work: { links: { url: string; linkName: string }[]; documents: { url: string; name: string }[] }[];
  services: {
    title: { en: string; ar: string };
    caseStudies: { projectName: string; clientName: string; startYear: number; ongoingProject: boolean }[];
    process: { processes: { title: string; isNeedApproval: boolean }[] };
  }[];
}

const cut = (name: string, limit: number) => (name.length > limit ? `${name.slice(0, limit)}…` : name);

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

async function agency(page: import('@playwright/test').Page): Promise<Agency> {
  return (await (await page.request.get(proxiedApiPath('agencyDetails', IN_PROGRESS))).json()) as Agency;
}

test('the profile preview shows the agency, its links (names cut to 15) and opens them outside the app', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  const data = await agency(page);
  await step.open(IN_PROGRESS, 'profile');
  const preview = new PreviewPanel(page).root;

  await expect(preview.getByRole('heading', { name: data.profile.name })).toBeVisible();
  await expect(preview).toContainText(data.profile.tagline);
  await expect(preview).toContainText(String(data.profile.yearFounded));
  await expect(preview).toContainText(data.profile.teamStructure);
  const website = preview.getByRole('link', { name: 'Website' });
  await expect(website).toHaveAttribute('href', data.profile.website);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(preview.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    data.socialLinks.linkedin,
  );
  await expect(preview.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    data.socialLinks.instagram,
  );

  const links = data.work.flatMap((entry) => entry.links);
  const additional = new PreviewPanel(page).section('Additional links').getByRole('link');
  await expect(additional).toHaveText(links.map((link) => cut(link.linkName, 15)));
  const documents = data.work.flatMap((entry) => entry.documents);
  await expect(new PreviewPanel(page).section('Documents').getByRole('link')).toHaveText(
    documents.map((document) => cut(document.name, 15)),
  );
  expect(
    links.concat().some((link) => link.linkName.length > 15) || documents.some((d) => d.name.length > 15),
  ).toBe(true);
});

test('the services preview shows each service with pricing, case studies and the process timeline', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  const data = await agency(page);
  await step.open(IN_PROGRESS, 'services');
  const preview = new PreviewPanel(page).root;

  for (const service of data.services) {
    await expect(preview.getByRole('button', { name: service.title.en })).toBeVisible();
  }
  await expect(preview.getByTestId('service-pricing')).toHaveCount(data.services.length);
  await expect(preview.getByTestId('service-pricing').first()).toHaveText(
    /(Minimum price|Price range|Package pricing)(: [\d,– ]+)?(Ongoing retainer|One-time)/,
  );

  const first = data.services[0];
  const studies = preview.getByTestId('case-study');
  await expect(studies.first()).toContainText(first.caseStudies[0].projectName);
  await expect(studies.first()).toContainText(first.caseStudies[0].clientName);
  const ongoing = data.services.flatMap((s) => s.caseStudies).find((study) => study.ongoingProject);
  if (ongoing) await expect(preview.getByText(`${ongoing.startYear} – Present`).first()).toBeVisible();
  for (const link of await studies.getByRole('link').all()) {
    expect(((await link.textContent()) ?? '').length).toBeLessThanOrEqual(21);
  }

  const steps = first.process.processes;
  const timeline = preview.getByTestId('process-step');
  await expect(timeline.first()).toContainText(steps[0].title);
  await expect(timeline.first()).toContainText("Needs client's approval");
  await expect(timeline.first().getByRole('img', { name: 'Start' })).toBeVisible();
  await expect(timeline.nth(steps.length - 1).getByRole('img', { name: 'End' })).toBeVisible();
  await expect(timeline.nth(1)).toContainText(
    `Needs client's approval: ${steps[1].isNeedApproval ? 'Yes' : 'No'}`,
  );

  // A service card collapses.
  await preview.getByRole('button', { name: first.title.en }).click();
  await expect(timeline.first()).toBeHidden();

  // Section 9: the services preview panel is 98vh high.
  const box = await preview.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(Math.round(page.viewportSize()!.height * 0.98));
});

test('the fields are shown first and the preview follows them, never the other way round', async ({
  page,
}) => {
  // Records, in the page, what the preview held when the step's fields first appeared.
  await page.addInitScript(() => {
    const seen: { previewSections: number | null } = { previewSections: null };
    (window as unknown as { __fieldsFirst: typeof seen }).__fieldsFirst = seen;
    new MutationObserver(() => {
      if (seen.previewSections === null && document.querySelector('[data-field-path]'))
        seen.previewSections = document.querySelectorAll(
          '[data-preview-scroller] [data-preview-anchor]',
        ).length;
    }).observe(document, { childList: true, subtree: true });
  });
  await new ReviewStepPage(page).open(IN_PROGRESS, 'services');
  const preview = new PreviewPanel(page);
  await expect(preview.root.locator('[data-preview-anchor]').first()).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { __fieldsFirst: { previewSections: number | null } }).__fieldsFirst,
  );
  expect(seen.previewSections).toBe(0);
});

test('F and the button toggle full screen, Esc closes it, and F while typing is just a letter', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  const panel = new PreviewPanel(page);
  const preview = panel.root;
  const viewport = page.viewportSize()!;

  await panel.pressF();
  await panel.expectFullScreen(true);
  expect(await preview.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  // Nothing (the sidebar included) sits above it.
  const topmost = await page.evaluate(() =>
    [
      [5, 5],
      [150, 300],
      [1200, 700],
    ].every(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-full-screen="true"]') !== null),
  );
  expect(topmost).toBe(true);
  await page.keyboard.press('Escape');
  await panel.expectFullScreen(false);

  await panel.openFullScreen();
  await panel.expectFullScreen(true);
  await panel.exitFullScreen();
  await panel.expectFullScreen(false);

  const tags = step.tagInput;
  await tags.pressSequentially('ff');
  await expect(tags).toHaveValue('ff');
  await page.getByRole('radio', { name: 'Invalid' }).first().check();
  const note = page.getByRole('textbox', { name: /^Note: / });
  await note.pressSequentially('F f');
  await expect(note).toHaveValue('F f');
  await panel.expectFullScreen(false);
});

test('in Arabic the steps are laid out right to left with Arabic texts', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('rc.language', 'ar'));
  const data = await agency(page);
  await page.goto(stepUrl(IN_PROGRESS, 'profile'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ملف الوكالة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'التالي' })).toBeEnabled({ timeout: 15_000 });

  // The form column starts on the right, the preview sits on its left.
  const form = await page.getByTestId('step-form-column').boundingBox();
  const preview = await page.getByTestId('step-preview-column').boundingBox();
  expect(preview!.x).toBeLessThan(form!.x);
  await page.screenshot({ path: test.info().outputPath('profile-ar.png') });

  await page.goto(stepUrl(IN_PROGRESS, 'services'));
  await expect(page.getByRole('heading', { level: 1, name: 'خدمات الوكالة' })).toBeVisible();
  await expect(page.getByRole('button', { name: data.services[0].title.ar })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('radio', { name: 'غير صالح' }).first().check();
  await page.getByRole('textbox', { name: 'ملاحظة' }).focus();
  await page.getByRole('textbox', { name: 'ملاحظة' }).blur();
  await expect(page.getByText('الملاحظة مطلوبة عند وضع علامة غير صالح')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('services-ar.png') });
});
