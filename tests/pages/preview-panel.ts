// The agency preview beside a review step, and its full screen (F, the button, Esc).
import { expect, type Locator, type Page } from '@playwright/test';

export class PreviewPanel {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('region', { name: 'Agency preview' });
  }

  get fullScreenButton(): Locator {
    return this.root.getByRole('button', { name: 'Full screen' });
  }

  get exitFullScreenButton(): Locator {
    return this.root.getByRole('button', { name: 'Exit full screen' });
  }

  /** A titled part of the preview ("Additional links", "Documents"). */
  section(name: string): Locator {
    return this.root.getByRole('region', { name });
  }

  /** The panel in any language (it scrolls on its own, and is the overlay in full screen). */
  get scroller(): Locator {
    return this.page.locator('[data-preview-scroller]');
  }

  /** The preview's sections showing the current field (a work entry's links and its documents are
   * two), highlighted and `aria-current="true"`; any language. */
  get currentSection(): Locator {
    return this.scroller.locator('[aria-current="true"][data-preview-anchor]');
  }

  /** The part of the preview that shows a field, by its anchor ("profile.bio", "services[0]"). */
  anchor(anchor: string): Locator {
    return this.scroller.locator(`[data-preview-anchor="${anchor}"]`);
  }

  async openFullScreen() {
    await this.fullScreenButton.click();
  }

  async exitFullScreen() {
    await this.exitFullScreenButton.click();
  }

  /** Toggles full screen with the F key, typed outside any field. */
  async pressF() {
    await this.page.locator('body').press('f');
  }

  /** Waits until the panel is (or is not) full screen, as the page marks it. */
  async expectFullScreen(on: boolean) {
    await expect(this.root).toHaveAttribute('data-full-screen', String(on));
  }
}
