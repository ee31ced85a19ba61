// Bad data renders safely: very long unbroken names, addresses and links wrap or are cut with an
// ellipsis and a tooltip, in both directions, and no page gets wider than the window; every agency
// text is isolated, so a right-to-left override cannot disguise a file name.
import type { Page } from '@playwright/test';
import { ReviewStepPage } from '../pages/review-step-page';
import { proxiedApiPath, stepUrl } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';

const long = (text: string, times = 60) => text.repeat(times);
const DISGUISED = 'invoice\u202Efdp.exe';
const AGENCY_NAME = `${long('northwind')}@agency.example`;

const NASTY_AGENCY = {
  profile: {
    name: AGENCY_NAME,
    tagline: long('وكالة'),
    bio: long('Bio', 200),
    website: `https://agency.example/${long('w')}`,
    portfolio: `https://agency.example/${long('p')}`,
    yearFounded: 2012,
    teamStructure: long('Remote'),
    teamSize: '11-50',
    locations: [long('Location'), 'الرياض'],
    language: ['English', long('العربية')],
  },
  socialLinks: { linkedin: `https://linkedin.example/${long('l')}` },
  work: [
    {
      links: [{ url: `https://agency.example/${long('link')}`, linkName: '' }],
      documents: [{ url: 'https://agency.example/invoice', name: DISGUISED }],
    },
  ],
  services: [
    {
      title: { en: long('Service'), ar: long('خدمة') },
      service: { description: long('Description', 80) },
      skills: [{ name: { en: long('Skill'), ar: long('مهارة') } }],
      pricing: { plan: 'price_range', minAmount: 1000, maxAmount: 5000, billingStructure: 'one-time' },
      caseStudies: [
        {
          projectName: long('Project'),
          clientName: long('Client'),
          clientIndustry: '',
          startYear: 2021,
          ongoingProject: true,
          projectDescription: long('Case', 100),
          links: [{ url: `https://agency.example/${long('c')}`, linkName: long('Name') }],
          documents: [{ url: 'https://agency.example/doc', name: DISGUISED }],
        },
      ],
      process: {
        processes: [
          { title: long('Step'), description: long('Details'), averageWorkingDays: 5, isNeedApproval: true },
          { title: 'Delivery', averageWorkingDays: 2, isNeedApproval: false },
        ],
      },
    },
  ],
};

async function serveNastyAgency(page: Page) {
  await page.route(`**${proxiedApiPath('agencyDetails', IN_PROGRESS)}`, (route) =>
    route.fulfill({ json: NASTY_AGENCY }),
  );
}

const preview = (page: Page) => page.getByRole('region', { name: /Agency preview|معاينة الوكالة/ });

/** Nothing wider than the window, and the preview itself never scrolls sideways. */
async function expectNoOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  expect(await preview(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
  await serveNastyAgency(page);
});

for (const language of ['en', 'ar'] as const) {
  test(`the steps keep very long agency texts inside the window (${language})`, async ({ page }) => {
    const step = new ReviewStepPage(page);
    await page.addInitScript((lang) => window.localStorage.setItem('rc.language', lang), language);
    await step.open(IN_PROGRESS, 'profile');
    await expect(page.getByRole('heading', { level: 3, name: AGENCY_NAME })).toHaveAttribute('dir', 'auto');
    await expectNoOverflow(page);
    await page.screenshot({
      path: test.info().outputPath(`bad-data-profile-${language}.png`),
      fullPage: true,
    });
    await preview(page).screenshot({ path: test.info().outputPath(`bad-data-preview-${language}.png`) });

    await step.open(IN_PROGRESS, 'services');
    await expectNoOverflow(page);
    await page.screenshot({
      path: test.info().outputPath(`bad-data-services-${language}.png`),
      fullPage: true,
    });
    await preview(page).screenshot({
      path: test.info().outputPath(`bad-data-services-preview-${language}.png`),
    });
  });
}

test('a file name cannot be disguised by a right-to-left override, and long names are cut with a tooltip', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  const documents = page.getByRole('region', { name: 'Documents' }).getByRole('link');
  await expect(documents).toHaveText('invoicefdp.exe');
  await expect(documents).toHaveAttribute('title', 'invoicefdp.exe');
  await expect(documents.locator('bdi')).toHaveCount(1);
  // A link without a name shows its address, cut to 15 characters, whole in the tooltip.
  const link = page.getByRole('region', { name: 'Additional links' }).getByRole('link');
  await expect(link).toHaveText('https://agency.…');
  await expect(link).toHaveAttribute('title', NASTY_AGENCY.work[0].links[0].url);
  // Offices too long for the preview end in an ellipsis, whole in the tooltip.
  const office = page
    .getByRole('region', { name: 'Office locations' })
    .locator(`[title="${long('Location')}"]`);
  const cut = await office.evaluate((badge) => ({
    text: badge.querySelector('bdi')!.getBoundingClientRect().width,
    badge: badge.getBoundingClientRect().width,
    ellipsis: getComputedStyle(badge.querySelector('bdi')!.parentElement!).textOverflow,
  }));
  expect(cut.text).toBeGreaterThan(cut.badge);
  expect(cut.ellipsis).toBe('ellipsis');
});

test('the report keeps a very long agency name and notes inside the window, in both directions', async ({
  page,
}) => {
  await page.route(`**${proxiedApiPath('reviewDetails', IN_PROGRESS)}`, (route) =>
    route.fulfill({
      json: {
        _id: IN_PROGRESS.reviewId,
        status: 'in progress',
        reviewerId: { firstName: long('Layla'), lastName: 'Haddad' },
        agencyId: { profile: { name: AGENCY_NAME } },
      },
    }),
  );
  await page.route(`**${proxiedApiPath('fieldValidations', IN_PROGRESS)}`, (route) =>
    route.fulfill({
      json: {
        data: [
          { fieldPath: 'profile.name', validationStatus: 'invalid', note: long('Unbroken') },
          { fieldPath: 'profile.tagline', validationStatus: 'invalid', note: long('ملاحظة') },
        ],
      },
    }),
  );
  await page.goto(stepUrl(IN_PROGRESS, 'report'));
  for (const language of ['en', 'ar'] as const) {
    await page.evaluate((lang) => window.localStorage.setItem('rc.language', lang), language);
    await page.reload();
    await expect(page.getByTestId('report-agency')).toHaveText(AGENCY_NAME);
    await expect(page.getByTestId('report-agency')).toHaveAttribute('dir', 'auto');
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
    await page.screenshot({
      path: test.info().outputPath(`bad-data-report-${language}.png`),
      fullPage: true,
    });
  }
});
