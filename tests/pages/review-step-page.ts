// A review step (profile or services): its field validations, tags, Next and Back.
import { expect, type Locator, type Page } from '@playwright/test';
import type { ReviewSource } from '../../src/renderer/src/lib/paths';
import { loadPage, type Visit } from './navigation';
import { stepUrl } from './routes';

export type StepName = 'profile' | 'services';
export type FieldStatus = 'Valid' | 'Invalid';

export const STEP_TITLES: Record<StepName, string> = {
  profile: 'Agency Profile',
  services: 'Agency Services',
};

// The first load builds the whole field list: generous on a busy machine.
const FORM_TIMEOUT = 15_000;

export class ReviewStepPage {
  constructor(
    readonly page: Page,
    private readonly visit: Visit = loadPage,
  ) {}

  /** Opens the step at its address and waits for its form (until everything has loaded the step
   * shows a disabled Next without a form). */
  async open(review: { agencyId: string; reviewId: string }, step: StepName, source?: ReviewSource) {
    await this.openUrl(stepUrl(review, step, source));
  }

  async openUrl(href: string) {
    await this.visit(this.page, href);
    await expect(this.form()).toBeVisible({ timeout: FORM_TIMEOUT });
  }

  /** After an in-app navigation: the new step's title and its loaded form (React keeps the old page
   * on screen until the new one has rendered). */
  async waitFor(step: StepName) {
    await expect(this.heading(step)).toBeVisible();
    await expect(this.form(step)).toBeVisible({ timeout: FORM_TIMEOUT });
  }

  heading(step?: StepName): Locator {
    return this.page.getByRole('heading', { level: 1, name: step && STEP_TITLES[step] });
  }

  form(step?: StepName): Locator {
    return this.page.getByRole('form', { name: step && STEP_TITLES[step] });
  }

  /** One field's validation item, by its path in the agency ("profile.bio", "services[0].pricing"). */
  field(path: string): Locator {
    return this.page.locator(`[data-field-path="${path}"]`);
  }

  /** Every field's validation item, in order. */
  get fields(): Locator {
    return this.page.locator('[data-field-path]');
  }

  radio(path: string, status: FieldStatus): Locator {
    return this.field(path).getByRole('radio', { name: status, exact: true });
  }

  note(path: string): Locator {
    return this.field(path).getByRole('textbox', { name: /^Note: / });
  }

  async markInvalid(path: string, note?: string) {
    await this.radio(path, 'Invalid').check();
    if (note !== undefined) await this.note(path).fill(note);
  }

  async markValid(path: string) {
    await this.radio(path, 'Valid').check();
  }

  get tagInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Tags' });
  }

  /** The selected tags, each shown with a leading #. */
  get tags(): Locator {
    return this.page.getByRole('list', { name: 'Selected tags' }).getByRole('listitem');
  }

  /** Types a tag and adds it with Enter. */
  async addTag(text: string) {
    await this.tagInput.fill(text);
    await this.tagInput.press('Enter');
  }

  removeTagButton(tag: string): Locator {
    return this.page.getByRole('button', { name: `Remove tag ${tag}` });
  }

  async removeTag(tag: string) {
    await this.removeTagButton(tag).click();
  }

  /** Adds one of the suggested tags. */
  async addSuggestedTag(tag: string) {
    await this.page.getByRole('button', { name: `Add tag ${tag}` }).click();
  }

  /** The tags the step will send, without their #. */
  async selectedTags(): Promise<string[]> {
    return (await this.tags.allTextContents()).map((tag) => tag.replace(/^#/, ''));
  }

  get nextButton(): Locator {
    return this.page.getByRole('button', { name: 'Next' });
  }

  /** The Back button at the bottom of the step. */
  get backButton(): Locator {
    return this.page.getByRole('button', { name: 'Back', exact: true });
  }

  /** The back arrow beside the title. */
  get goBackArrow(): Locator {
    return this.page.getByRole('button', { name: 'Go back' });
  }

  async next() {
    await this.nextButton.click();
  }

  async back() {
    await this.backButton.click();
  }

  /** The field J and K (or focus, or a click in the preview) made current: the one marked beside it. */
  get currentField(): Locator {
    return this.page.locator('[data-field-path]:has([data-current-field-mark])');
  }

  /** A field's accordion control, where J and K put the focus (any language). */
  fieldControl(path: string): Locator {
    return this.field(path).locator('[data-accordion-control]');
  }

  /** A field's radio by its value (any language). */
  statusInput(path: string, status: 'valid' | 'invalid'): Locator {
    return this.field(path).locator(`input[type="radio"][value="${status}"]`);
  }

  /** A field's note (any language). */
  noteBox(path: string): Locator {
    return this.field(path).locator('textarea[data-field-note]');
  }

  /** The progress line above the fields: "24 fields · 2 invalid · 1 needs a note". */
  get progress(): Locator {
    return this.page.getByTestId('review-progress-counts');
  }

  /**
   * Presses a shortcut's physical key (`KeyJ`). With `typed`, as a keyboard of another layout sends it:
   * the same key typing that character (an Arabic keyboard types "ت" on J).
   */
  async pressKey(code: string, typed?: string) {
    if (typed === undefined) return this.page.keyboard.press(code);
    await this.page.evaluate(
      ([code, key]) =>
        (document.activeElement ?? document.body).dispatchEvent(
          new KeyboardEvent('keydown', { code, key, bubbles: true, cancelable: true }),
        ),
      [code, typed] as const,
    );
  }

  /** The step's load failure, with its Retry. */
  get loadError(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'This step could not be loaded' });
  }
}
