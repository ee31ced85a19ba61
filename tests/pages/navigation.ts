// How a page object reaches an address: a page load in the browser, or the router's own navigation
// where page loads are not allowed (the desktop app's main process denies them).
import type { Page } from '@playwright/test';

export type Visit = (page: Page, href: string) => Promise<void>;

/** Loads the address as a browser would (web mode; deep links are served by the SPA fallback). */
export const loadPage: Visit = async (page, href) => {
  await page.goto(href);
};

/** Moves the console's router to the address without a page load (history push + popstate). */
export const navigateInApp: Visit = async (page, href) => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
};
