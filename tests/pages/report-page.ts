// The report step: the review's summary, the field validations, and the conclusion form.
import type { Locator, Page } from '@playwright/test';
import type { ReviewSource } from '../../src/renderer/src/lib/paths';
import { loadPage, type Visit } from './navigation';
import { stepUrl } from './routes';

export type AgencyState = 'Accepted' | 'Rejected';

export class ReportPage {
  constructor(
    readonly page: Page,
    private readonly visit: Visit = loadPage,
  ) {}

  async open(review: { agencyId: string; reviewId: string }, source?: ReviewSource) {
    await this.visit(this.page, stepUrl(review, 'report', source));
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Review Report' });
  }

  get reviewer(): Locator {
    return this.page.getByTestId('report-reviewer');
  }

  get agency(): Locator {
    return this.page.getByTestId('report-agency');
  }

  get startedAt(): Locator {
    return this.page.getByTestId('report-started-at');
  }

  /** One row per field validation. */
  get validations(): Locator {
    return this.page.getByRole('table', { name: 'Field validations' }).locator('tbody tr');
  }

  /** A validation's row by its field path, shown as the specification gives it (any language). */
  validation(path: string): Locator {
    return this.page.locator('tbody tr').filter({
      has: this.page.locator('code', { hasText: new RegExp(`^${path.replace(/[[\]().]/g, '\\$&')}$`) }),
    });
  }

  /** The link from a validation back to its field in its step, named as the step names the field. */
  fieldLink(path: string): Locator {
    return this.validation(path).getByRole('link');
  }

  /** The validations marked invalid. */
  get invalidValidations(): Locator {
    return this.validations.filter({ has: this.page.getByRole('img', { name: 'Invalid' }) });
  }

  stateRadio(state: AgencyState): Locator {
    return this.page.getByRole('radio', { name: state });
  }

  /** Picks the agency's state by its label, as a reviewer clicks it. */
  async chooseState(state: AgencyState) {
    await this.page.getByText(state, { exact: true }).click();
  }

  get conclusionBox(): Locator {
    return this.page.getByRole('textbox', { name: 'Anonymous Conclusion' });
  }

  get submitButton(): Locator {
    return this.page.getByRole('button', { name: 'Submit' });
  }

  get backLink(): Locator {
    return this.page.getByRole('link', { name: 'Back' });
  }

  async submit() {
    await this.submitButton.click();
  }

  /** Chooses the state (if given), writes the conclusion and submits; does not wait for the answer. */
  async conclude(conclusion: string, state?: AgencyState) {
    if (state) await this.chooseState(state);
    await this.conclusionBox.fill(conclusion);
    await this.submit();
  }
}
