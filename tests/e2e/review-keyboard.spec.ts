// Issue 14: a whole agency reviewed with the keyboard alone (J, K, V, I, Esc, T, Ctrl+Enter on the
// steps; Tab, arrows and Ctrl+Enter on the report), in English and in Arabic (the keys as an Arabic
// keyboard sends them), sending exactly what a mouse review sends, with the preview's highlight
// following the current field; and the key presses the benchmark prints, counted on the real page.
import type { Page } from '@playwright/test';
import {
  DEFAULT_TAGS_SHAPE,
  shortcutKeyPresses,
  SNIPPET_FILTER_KEYS,
  snippetNotesKeyPresses,
  tabOnlyKeyPresses,
  tabStopsToNext,
} from '../../tooling/harness/review-keypresses';
import { SNIPPET_FILE_FORMAT, SNIPPET_FILE_VERSION } from '../../src/shared/domain/snippet-file';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { DEFAULT_TAGS } from '../../src/shared/domain/field-rules';
import { paths } from '../../src/renderer/src/lib/paths';
import { ShortcutsSheet } from '../pages/keyboard-shortcuts';
import { PreviewPanel } from '../pages/preview-panel';
import { ReportPage } from '../pages/report-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { apiPath, atRoute, stepUrl } from '../pages/routes';
import { IN_PROGRESS } from '../pages/seed-reviews';
import { expectNoSeriousViolations, openInLanguage, textsIn, type UiLanguage } from './a11y-helpers';
import { DemoControl, expect, signInThroughApi, test } from './fixtures';
import { fieldGroups, profileStepPaths } from './review-steps-helpers';

const REVIEW = IN_PROGRESS;
const VALIDATE = apiPath('validateFields', REVIEW);
const CONCLUDE = apiPath('submitConclusion', REVIEW);
const INVALID_PROFILE = ['profile.bio', 'socialLinks.linkedin'];
const INVALID_SERVICE = 'services[0].pricing';

// Two steps, the report and a check of every field's highlight: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The letter each shortcut's key types on an Arabic (101) keyboard. */
const ARABIC = { KeyJ: 'ت', KeyK: 'ن', KeyV: 'ر', KeyI: 'ه', KeyT: 'ف', KeyF: 'ب' } as const;
type Letter = keyof typeof ARABIC;

const TEXTS = {
  en: {
    notes: ['The bio is copied from another agency.', 'The LinkedIn page belongs to someone else.'],
    serviceNote: 'The price range does not match the packages.',
    tag: 'Gulf focus',
    conclusion: 'Rejected after a keyboard review.',
    action: 'rejected',
    serviceName: 'Service 1 › Pricing',
  },
  ar: {
    notes: ['النبذة منسوخة من وكالة أخرى.', 'صفحة لينكدإن تعود لجهة أخرى.'],
    serviceNote: 'نطاق السعر لا يطابق الباقات المعروضة.',
    tag: 'تركيز خليجي',
    conclusion: 'قُبلت بعد مراجعة بلوحة المفاتيح.',
    action: 'accepted',
    serviceName: 'الخدمة 1 › التسعير',
  },
} as const;

/** The part of the preview each field is tied to, as issue 14 lists them. */
function expectedSection(path: string): string {
  if (path.startsWith('socialLinks.')) return 'socialLinks';
  const service = /^(services\[\d+\])\.(\w+(?:\[\d+\])?)$/.exec(path);
  if (service) return ['service', 'skills', 'pricing'].includes(service[2]) ? service[1] : path;
  return path; // profile.<field>, tags, work[i]
}

/** "24 fields · 2 invalid · 1 needs a note", with each language's plural forms. */
function progressText(language: UiLanguage, fields: number, invalid: number, needsNote: number) {
  const progress = textsIn(language).review.progress as Record<string, string>;
  const rules = new Intl.PluralRules(language);
  const form = (key: string, count: number) =>
    progress[`${key}_${rules.select(count)}`].replace('{{count}}', String(count));
  return `${form('fields', fields)} · ${form('invalid', invalid)} · ${form('needsNote', needsNote)}`;
}

function keyboard(page: Page, language: UiLanguage) {
  const step = new ReviewStepPage(page);
  const preview = new PreviewPanel(page);
  /** A letter shortcut: its physical key, as the language's keyboard types it. */
  const letter = (code: Letter) => step.pressKey(code, language === 'ar' ? ARABIC[code] : undefined);

  /** J (or K), then the field is current, focused, and its preview section highlighted in view. */
  async function move(code: 'KeyJ' | 'KeyK', path: string) {
    await letter(code);
    await expect(step.currentField).toHaveAttribute('data-field-path', path);
    await expect(step.fieldControl(path)).toBeFocused();
    await expectHighlighted(path);
  }

  async function expectHighlighted(path: string) {
    const section = expectedSection(path);
    await expect(preview.currentSection.first()).toHaveAttribute('data-preview-anchor', section);
    await expect(preview.currentSection.first()).toBeInViewport();
    const anchors = await preview.currentSection.evaluateAll((all) =>
      all.map((element) => (element as HTMLElement).dataset.previewAnchor),
    );
    expect(new Set(anchors)).toEqual(new Set([section]));
  }

  /** I, the note typed (aside from the count), Esc back to the field. */
  async function markInvalid(path: string, note: string) {
    await letter('KeyI');
    await expect(step.statusInput(path, 'invalid')).toBeChecked();
    await expect(step.noteBox(path)).toBeFocused();
    await page.keyboard.type(note);
    await page.keyboard.press('Escape');
    await expect(step.fieldControl(path)).toBeFocused();
  }

  return { step, preview, letter, move, markInvalid, expectHighlighted };
}

const fieldsBody = (stepPaths: readonly string[], notes: ReadonlyMap<string, string>) =>
  stepPaths.map((fieldPath) =>
    notes.has(fieldPath)
      ? { fieldPath, validationStatus: 'invalid', note: notes.get(fieldPath) }
      : { fieldPath, validationStatus: 'valid', note: '' },
  );

for (const language of ['en', 'ar'] as const) {
  test(`a whole agency reviewed with the keyboard alone, ${language === 'en' ? 'in English' : 'in Arabic, with an Arabic keyboard'}`, async ({
    page,
    demo,
  }) => {
    const text = TEXTS[language];
    await openInLanguage(page, language);
    await signInThroughApi(page);
    const groups = await fieldGroups(page, REVIEW.agencyId);
    const profilePaths = profileStepPaths(groups);
    const servicePaths = groups.serviceFields.map((field) => field.path);
    const { step, preview, letter, move, markInvalid, expectHighlighted } = keyboard(page, language);
    const profileNotes = new Map(INVALID_PROFILE.map((path, index) => [path, text.notes[index]]));

    await step.openUrl(stepUrl(REVIEW, 'profile'));
    await demo.clearRequests();
    await expect(step.progress).toHaveText(progressText(language, profilePaths.length, 0, 0));

    // The profile: J through every field, the highlight following; two marked invalid with a note.
    for (const [index, path] of profilePaths.entries()) {
      await move('KeyJ', path);
      if (index === 0) {
        await expectNoSeriousViolations(page, `profile step, first field current (${language})`);
      }
      if (profileNotes.has(path)) await markInvalid(path, profileNotes.get(path)!);
    }
    await expect(step.progress).toHaveText(progressText(language, profilePaths.length, 2, 0));
    await move('KeyK', profilePaths.at(-2)!);
    await move('KeyJ', profilePaths.at(-1)!);
    // The highlight's outline shows on the dark preview.
    await expect(preview.currentSection.first()).toHaveCSS('outline-style', 'solid');

    // T: a tag typed and added with Enter, then Ctrl+Enter from the tag input does what Next does.
    await letter('KeyT');
    await expect(page.locator('[data-tag-input]')).toBeFocused();
    await page.keyboard.type(text.tag);
    await page.keyboard.press('Enter');
    const tags = page.getByRole('list', { name: textsIn(language).review.tags.selected });
    await expect(tags.getByRole('listitem').last()).toHaveText(`#${text.tag}`);
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page).toHaveURL(stepUrl(REVIEW, 'services'));

    // The services: J through every field (one in full screen, where focus stays in the preview),
    // one marked invalid.
    await expect(step.field(servicePaths[0])).toBeVisible();
    for (const [index, path] of servicePaths.entries()) {
      if (index === 3) await letter('KeyJ');
      else await move('KeyJ', path);
      if (path === INVALID_SERVICE) await markInvalid(path, text.serviceNote);
      if (index === 2) {
        await letter('KeyF');
        await expect(preview.scroller).toHaveAttribute('data-full-screen', 'true');
      }
      if (index === 3) {
        // Full screen: the section is brought into view in the overlay; Esc (not in a note) leaves it.
        await expect(step.currentField).toHaveAttribute('data-field-path', path);
        await expect(preview.scroller.locator(':focus')).toHaveCount(1);
        await expectHighlighted(path);
        await page.keyboard.press('Escape');
        await expect(preview.scroller).toHaveAttribute('data-full-screen', 'false');
      }
    }
    await expect(step.progress).toHaveText(progressText(language, servicePaths.length, 1, 0));
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page).toHaveURL(stepUrl(REVIEW, 'report'));

    // The report: the fields by name, linking back; the conclusion by Tab, arrows and Ctrl+Enter.
    const report = new ReportPage(page);
    await expect(report.fieldLink(INVALID_SERVICE)).toHaveText(text.serviceName);
    await expect(report.fieldLink(INVALID_SERVICE)).toHaveAttribute(
      'href',
      `${stepUrl(REVIEW, 'services')}?field=${encodeURIComponent(INVALID_SERVICE)}`,
    );
    const stateRadio = page.locator('form input[type="radio"]:focus');
    for (let stops = 0; (await stateRadio.count()) === 0; stops++) {
      expect(stops, 'Tab reaches the agency state').toBeLessThan(200);
      await page.keyboard.press('Tab');
    }
    if (text.action === 'rejected') await page.keyboard.press('ArrowDown');
    await expect(page.locator(`form input[type="radio"][value="${text.action}"]`)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.locator('form textarea')).toBeFocused();
    await page.keyboard.type(text.conclusion);
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page).toHaveURL(atRoute(paths.agencies.getHref()));

    // Exactly what a mouse review sends (tests/e2e/journey.spec.ts): each step once, then the conclusion.
    const sent = (await demo.requests()).filter((request) => request.method !== 'GET');
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: VALIDATE,
        body: { fields: fieldsBody(profilePaths, profileNotes), tags: [...DEFAULT_TAGS.profile, text.tag] },
      },
      {
        method: 'POST',
        path: VALIDATE,
        body: {
          fields: fieldsBody(servicePaths, new Map([[INVALID_SERVICE, text.serviceNote]])),
          tags: [...DEFAULT_TAGS.services],
        },
      },
      { method: 'POST', path: CONCLUDE, body: { action: text.action, conclusion: text.conclusion } },
    ]);
  });
}

test('a validation’s link on the report opens its step with that field current, focused and highlighted', async ({
  page,
}) => {
  await signInThroughApi(page);
  const { csrfToken } = (await (await page.request.get('/api/csrf/token')).json()) as { csrfToken: string };
  const answer = await page.request.post(`/api${VALIDATE}`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: {
      fields: [{ fieldPath: INVALID_SERVICE, validationStatus: 'invalid', note: TEXTS.en.serviceNote }],
      tags: ['Meta Ads'],
    },
  });
  expect(answer.status()).toBe(200);
  const report = new ReportPage(page);
  await report.open(REVIEW);
  await expect(report.fieldLink(INVALID_SERVICE)).toHaveText(TEXTS.en.serviceName);
  await report.fieldLink(INVALID_SERVICE).focus();
  await page.keyboard.press('Enter');

  const step = new ReviewStepPage(page);
  await expect(page).toHaveURL(`${stepUrl(REVIEW, 'services')}?field=${encodeURIComponent(INVALID_SERVICE)}`);
  await expect(step.currentField).toHaveAttribute('data-field-path', INVALID_SERVICE);
  await expect(step.fieldControl(INVALID_SERVICE)).toBeFocused();
  await expect(step.field(INVALID_SERVICE)).toBeInViewport();
  await expect(new PreviewPanel(page).currentSection).toHaveAttribute('data-preview-anchor', 'services[0]');
});

test.describe('the key presses of a step with two invalid fields (the benchmark’s figure)', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
  });

  async function openProfile(page: Page) {
    const groups = await fieldGroups(page, REVIEW.agencyId);
    const stepPaths = profileStepPaths(groups);
    const step = new ReviewStepPage(page);
    await step.open(REVIEW, 'profile');
    const shape = { fields: stepPaths.length, invalid: INVALID_PROFILE.length, ...DEFAULT_TAGS_SHAPE };
    const notes = new Map(INVALID_PROFILE.map((path) => [path, `A note for ${path}.`]));
    return { step, stepPaths, shape, notes };
  }

  async function expectSent(
    page: Page,
    demo: DemoControl,
    stepPaths: readonly string[],
    notes: ReadonlyMap<string, string>,
  ) {
    await expect(page).toHaveURL(stepUrl(REVIEW, 'services'));
    const sent = (await demo.requests()).filter((request) => request.method !== 'GET');
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: VALIDATE, body: { fields: fieldsBody(stepPaths, notes), tags: [...DEFAULT_TAGS.profile] } },
    ]);
  }

  type Press = (key: string) => Promise<void>;

  /**
   * J to each field; for each invalid one I, its note written by `write`, then Esc; Ctrl+Enter. Every
   * key pressed through `press` is counted; the step must send exactly what a mouse review sends.
   */
  async function reviewWithShortcuts(
    page: Page,
    demo: DemoControl,
    write: (note: string, press: Press) => Promise<void>,
  ) {
    const { step, stepPaths, shape, notes } = await openProfile(page);
    await demo.clearRequests();
    let presses = 0;
    const press: Press = async (key) => {
      presses++;
      await page.keyboard.press(key);
    };
    for (const path of stepPaths) {
      await press('KeyJ');
      await expect(step.fieldControl(path)).toBeFocused();
      const note = notes.get(path);
      if (!note) continue;
      await press('KeyI');
      await write(note, press);
      await press('Escape');
    }
    await press('ControlOrMeta+Enter');
    await expectSent(page, demo, stepPaths, notes);
    return { presses, shape };
  }

  test('with the shortcuts: J to each field, I and Esc for each invalid one, Ctrl+Enter', async ({
    page,
    demo,
  }) => {
    // Notes aside: typed, not counted.
    const { presses, shape } = await reviewWithShortcuts(page, demo, (note) => page.keyboard.type(note));
    expect(presses).toBe(shortcutKeyPresses(shape));
  });

  test('with the shortcuts and a snippet per note: J, I, Ctrl+/, two letters, Enter, Esc, Ctrl+Enter', async ({
    page,
    demo,
  }) => {
    // One snippet per invalid field (its note), each found by the first two letters of its name.
    const snippets = INVALID_PROFILE.map((path, index) => ({
      id: `s${index}`,
      name: `${['Bio', 'Link'][index]} snippet`,
      text: `A note for ${path}.`,
    }));
    await page.addInitScript(([key, file]) => window.localStorage.setItem(key, file), [
      `rc.local.snippets.${DEMO_CREDENTIALS.email}`,
      JSON.stringify({ format: SNIPPET_FILE_FORMAT, version: SNIPPET_FILE_VERSION, snippets }),
    ] as const);
    const { presses, shape } = await reviewWithShortcuts(page, demo, async (note, press) => {
      const snippet = snippets.find((candidate) => candidate.text === note)!;
      await press('ControlOrMeta+Slash');
      for (const letter of snippet.name.slice(0, SNIPPET_FILTER_KEYS)) await press(letter);
      await press('Enter');
      await expect(page.locator('[data-field-note]:focus')).toHaveValue(note);
    });
    expect(presses).toBe(snippetNotesKeyPresses(shape));
  });

  test('with Tab alone: every stop from the heading to Next, an arrow and the note for each invalid one', async ({
    page,
    demo,
  }) => {
    const { step, stepPaths, shape, notes } = await openProfile(page);
    await demo.clearRequests();
    // Where a navigation to the step leaves focus: its heading.
    await step.heading('profile').evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    let presses = 0;
    let tabs = 0;
    const press = async (key: string) => {
      presses++;
      if (key === 'Tab') tabs++;
      await page.keyboard.press(key);
    };
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return {
          path: active?.closest<HTMLElement>('[data-field-path]')?.dataset.fieldPath ?? null,
          radio: active instanceof HTMLInputElement && active.type === 'radio' ? active.value : null,
          note: active?.hasAttribute('data-field-note') ?? false,
          submit: active instanceof HTMLButtonElement && active.type === 'submit',
        };
      });
    for (;;) {
      expect(tabs, 'Tab reaches Next').toBeLessThan(200);
      await press('Tab');
      const at = await focused();
      if (at.submit) break;
      if (at.path && notes.has(at.path) && at.radio === 'valid') await press('ArrowDown');
      if (at.path && at.note) await page.keyboard.type(notes.get(at.path)!);
    }
    await press('Enter');
    await expectSent(page, demo, stepPaths, notes);
    // The stops the bench counts from the step's structure, on the real page (each note three more:
    // the note, Insert snippet and Save as snippet).
    expect(tabs).toBe(tabStopsToNext(shape) + 3 * shape.invalid);
    expect(presses).toBe(tabOnlyKeyPresses(shape));
  });
});

test.describe('full screen and the fields behind it', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page);
  });

  test('in full screen J and K move the current field in the preview; V, I, T and typing never reach the fields', async ({
    page,
  }) => {
    const stepPaths = profileStepPaths(await fieldGroups(page, REVIEW.agencyId));
    const { step, preview, expectHighlighted } = keyboard(page, 'en');
    await step.open(REVIEW, 'profile');
    const insideOverlay = () =>
      page.evaluate(() => document.activeElement?.closest('[data-full-screen="true"]') !== null);

    await page.keyboard.press('f');
    await preview.expectFullScreen(true);
    await expect(preview.exitFullScreenButton).toBeFocused();
    await page.keyboard.press('j');
    await expect(step.currentField).toHaveAttribute('data-field-path', stepPaths[0]);
    await expectHighlighted(stepPaths[0]);
    await page.keyboard.press('j');
    await expect(step.currentField).toHaveAttribute('data-field-path', stepPaths[1]);
    await expectHighlighted(stepPaths[1]);
    await page.keyboard.press('k');
    await expect(step.currentField).toHaveAttribute('data-field-path', stepPaths[0]);
    expect(await insideOverlay()).toBe(true);

    // What today marked the field behind the overlay Invalid and typed into its note.
    for (const key of ['i', 'v', 't']) await page.keyboard.press(key);
    // Neither F, J, K nor a space (which presses the focused button): those act in full screen.
    await page.keyboard.type('typed-there');
    expect(await insideOverlay()).toBe(true);
    await expect(page.locator('[data-field-path] input[type="radio"][value="invalid"]:checked')).toHaveCount(
      0,
    );
    await expect(page.locator('textarea[data-field-note]')).toHaveCount(0);
    await expect(step.tagInput).toHaveValue('');
    // The rest of the page is out of reach until full screen closes.
    await expect(page.getByTestId('step-form-column')).toHaveAttribute('inert');

    await page.keyboard.press('Escape');
    await preview.expectFullScreen(false);
    await expect(preview.fullScreenButton).toBeFocused();
    await expect(page.getByTestId('step-form-column')).not.toHaveAttribute('inert');
    // Out of full screen the keys work on the fields again, from the field J and K left current.
    await page.keyboard.press('j');
    await expect(step.fieldControl(stepPaths[1])).toBeFocused();
    await page.keyboard.press('i');
    await expect(step.statusInput(stepPaths[1], 'invalid')).toBeChecked();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`the ? sheet lists what J and K do in full screen (${language})`, async ({ page }) => {
      await openInLanguage(page, language);
      const { step, preview } = keyboard(page, language);
      await step.openUrl(stepUrl(REVIEW, 'profile'));
      await page.keyboard.press('f');
      await expect(preview.scroller).toHaveAttribute('data-full-screen', 'true');
      // As a person would: ? once full screen has taken the focus, which the sheet then hands back.
      await expect(preview.scroller.locator('[data-autofocus]')).toBeFocused();
      const sheet = new ShortcutsSheet(page, language);
      await sheet.openWithKey();
      await expect(sheet.root).toBeVisible();
      for (const action of ['nextFieldFullScreen', 'previousFieldFullScreen', 'exitFullScreen'] as const) {
        await expect(sheet.action(action)).toBeVisible();
      }
      await expect(sheet.action('nextFieldFullScreen').locator('kbd').first()).toHaveText('J');
      await expectNoSeriousViolations(page, `shortcuts sheet over the full-screen preview (${language})`);
      await page.keyboard.press('Escape');
      await expect(sheet.root).toBeHidden();
      // The sheet hands focus back inside the overlay, which is still full screen.
      await expect(preview.scroller).toHaveAttribute('data-full-screen', 'true');
      await expect(preview.scroller.locator('[data-autofocus]')).toBeFocused();
    });
  }
});

test('"Go to first problem" opens a collapsed field and puts the focus in its note', async ({ page }) => {
  await signInThroughApi(page);
  const step = new ReviewStepPage(page);
  await step.open(REVIEW, 'profile');
  await step.radio('profile.tagline', 'Invalid').check();
  await step.fieldControl('profile.tagline').click();
  await expect(step.fieldControl('profile.tagline')).toHaveAttribute('aria-expanded', 'false');
  await expect(step.noteBox('profile.tagline')).toBeHidden();

  await page.getByRole('button', { name: 'Go to first problem' }).click();
  await expect(step.fieldControl('profile.tagline')).toHaveAttribute('aria-expanded', 'true');
  await expect(step.noteBox('profile.tagline')).toBeFocused();
  await expect(step.currentField).toHaveAttribute('data-field-path', 'profile.tagline');
});
