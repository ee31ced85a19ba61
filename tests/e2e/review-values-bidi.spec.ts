// Issue 23: the services step's current values say pricing as the preview does, never its codes; and
// in Arabic a Latin tag reads "#Media_production" and every case study's years run the same way.
import type { Locator } from '@playwright/test';
import { PreviewPanel } from '../pages/preview-panel';
import { ReviewStepPage } from '../pages/review-step-page';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { openInLanguage, type UiLanguage } from './a11y-helpers';
import { expect, signInThroughApi, test } from './fixtures';

// The services step builds every field of every service: generous on a busy machine.
test.describe.configure({ timeout: 60_000 });

const LANGUAGES = ['en', 'ar'] as const satisfies readonly UiLanguage[];
const PRICING_CODES = /minimum_price|price_range|package_pricing|ongoing_retainer|one[-_]time/;

/** Where each character of an element's text is drawn, in the text's own (logical) order. */
const characterLefts = (element: Locator) =>
  element.evaluate((root) => {
    const lefts: { character: string; left: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at++) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        lefts.push({ character: text[at], left: range.getBoundingClientRect().left });
      }
    }
    return lefts;
  });

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

for (const language of LANGUAGES) {
  test(`a service's pricing field shows what its preview says, never the codes (${language})`, async ({
    page,
  }) => {
    await openInLanguage(page, language);
    const step = new ReviewStepPage(page);
    await step.open(IN_PROGRESS, 'services');
    const fields = step.fields.filter({ has: page.locator('[data-testid="field-value"]') });
    const pricingPaths = (
      await step.fields.evaluateAll((items) =>
        items.map((item) => (item as HTMLElement).dataset.fieldPath ?? ''),
      )
    ).filter((path) => /^services\[\d+\]\.pricing$/.test(path));
    expect(pricingPaths.length).toBeGreaterThan(0);
    await expect(fields.first()).toBeVisible();

    for (const path of pricingPaths) {
      const service = path.replace(/\.pricing$/, '');
      const said = new PreviewPanel(page).anchor(service).getByTestId('service-pricing');
      const expected = (await said.innerText()).split('\n').filter(Boolean);
      expect(expected.length).toBeGreaterThan(0);
      const value = step.field(path).getByTestId('field-value');
      // The caption, then the preview's own lines: "Minimum price: 5,000", "Ongoing retainer".
      const lines = (await value.locator('p').allInnerTexts()).slice(1);
      expect(lines, path).toEqual(expected);
      expect(await value.innerText()).not.toMatch(PRICING_CODES);
    }
  });
}

test('Arabic: a Latin tag reads "#Media_production", the hash before the word', async ({ page }) => {
  await openInLanguage(page, 'ar');
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const chips = page.locator('[role="listitem"]').filter({ hasText: /^#[A-Za-z]/ });
  await expect(chips.first()).toBeVisible();
  const tag = chips.filter({ hasText: '#Media_production' });
  await expect(tag).toHaveCount(1);
  for (const chip of await chips.all()) {
    const [hash, first] = await characterLefts(chip);
    expect(hash.character).toBe('#');
    expect(hash.left, `"#${first.character}…" is drawn with the hash on the left`).toBeLessThan(first.left);
  }
});

for (const language of LANGUAGES) {
  test(`every case study's years run the same way, start year first (${language})`, async ({ page }) => {
    await openInLanguage(page, language);
    const step = new ReviewStepPage(page);
    await step.open(IN_PROGRESS, 'services');
    const studies = new PreviewPanel(page).scroller.getByTestId('case-study');
    await expect(studies.first()).toBeVisible();
    // The years beside each project's name: "2019 – 2021", "2022 – Present".
    const years = studies.locator('p').filter({ hasText: /^\d{4} – \S/ });
    const ranges = await years.allInnerTexts();
    // Both kinds are in the seed: one that ended (digits only) and one that is ongoing (a word).
    expect(ranges.some((text) => /^\d{4} – \d{4}$/.test(text))).toBe(true);
    expect(ranges.some((text) => /^\d{4} – \D+$/.test(text))).toBe(true);

    for (const shown of await years.all()) {
      const text = await shown.innerText();
      const lefts = await characterLefts(shown);
      const start = lefts[0].left;
      const end = lefts[lefts.length - 1].left;
      // The start year at the inline start: the left in English, the right in Arabic.
      if (language === 'ar') expect(start, text).toBeGreaterThan(end);
      else expect(start, text).toBeLessThan(end);
    }
  });
}
