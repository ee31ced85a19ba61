// A backend answer held back until the test lets it go: a slow answer whose timing the test decides,
// so "the reviewer left before the answer came" is certain rather than raced.
import type { Page, Route } from '@playwright/test';

export interface HeldRequests {
  /** Resolves once a matching request has reached the backend's door (held there). */
  arrived(): Promise<void>;
  /** How many matching requests the page sent. */
  readonly count: number;
  /** Lets every held request through to the backend, and the ones after it. */
  release(): Promise<void>;
}

export async function holdRequests(page: Page, method: string, path: RegExp): Promise<HeldRequests> {
  const held: Route[] = [];
  let released = false;
  let count = 0;
  let signal: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (signal = resolve));
  await page.route(path, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    count += 1;
    signal();
    if (released) return route.fallback();
    held.push(route);
  });
  return {
    arrived: () => first,
    get count() {
      return count;
    },
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}
