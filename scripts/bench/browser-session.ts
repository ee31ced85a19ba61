// What every browser figure starts from: Chromium, a fresh context (cold cache), the page probes, and
// optionally a signed-in session set up over HTTP (so only the measured part runs in the page).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import type { WebServer } from '../../src/web-server/server';
import { PAGE_PROBES } from './page-probes';

export interface BenchPage {
  context: BrowserContext;
  page: Page;
}

export async function openPage(
  browser: Browser,
  server: WebServer,
  options: { language: 'en' | 'ar'; signedIn: boolean },
): Promise<BenchPage> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let csrf: string | null = null;
  if (options.signedIn) {
    const answer = await page.request.get('/api/csrf/token');
    csrf = ((await answer.json()) as { csrfToken: string }).csrfToken;
    await page.request.post('/api/auth/login', { headers: { 'X-CSRF-Token': csrf }, data: DEMO_CREDENTIALS });
  }
  await page.addInitScript({
    content: `${csrf ? `localStorage.setItem('rc.csrfToken', ${JSON.stringify(csrf)});` : ''}
      localStorage.setItem('rc.language', ${JSON.stringify(options.language)});`,
  });
  await page.addInitScript({ content: PAGE_PROBES });
  return { context, page };
}

/**
 * Resolves once the page's work after a queue's first rows is done (its orders and its search texts):
 * idle callbacks run only when no task is waiting (the search texts' slices queue each next one before
 * they end), so several in a row, each with some idle time left, mean that work is over. A frame
 * being drawn (a toast's or a caret's animation) caps an idle period at what is left of its frame, so
 * on the report page a whole idle period of 40 ms may never come.
 */
async function idleWorkDone(page: Page): Promise<void> {
  const wanted = 5;
  let inARow = 0;
  const seen: number[] = [];
  for (let look = 0; look < 400 && inARow < wanted; look++) {
    const left = await page.evaluate<number>(
      'new Promise((resolve) => requestIdleCallback((deadline) => resolve(deadline.timeRemaining())))',
    );
    seen.push(left);
    inARow = left >= IDLE_LEFT_MS ? inARow + 1 : 0;
  }
  if (inARow < wanted) {
    const last = seen.slice(-10).map((left) => left.toFixed(1));
    throw new Error(`The page never went idle (idle time left, last 10 looks: ${last.join(', ')} ms)`);
  }
}
/** Idle time left that says no work was waiting: more than half a frame. */
const IDLE_LEFT_MS = 8;

/**
 * The JS heap in use (MB), and the part of it V8 keeps outside the heap proper: the contents of array
 * buffers (typed arrays) and of external strings (the scripts' sources, say).
 */
export interface HeapUse {
  mb: number;
  backingMb: number;
}

/**
 * The JS heap in use after two full garbage collections, once idle-time work is done, with the memory
 * of its array buffers and external strings, which are kept outside the heap proper.
 */
export async function heapAfterGc({ context, page }: BenchPage): Promise<HeapUse> {
  await idleWorkDone(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage: { usedSize: number; backingStorageSize?: number } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  if (usage.backingStorageSize === undefined)
    throw new Error('This browser does not report the memory of its array buffers');
  const mb = (bytes: number) => bytes / (1024 * 1024);
  return { mb: mb(usage.usedSize + usage.backingStorageSize), backingMb: mb(usage.backingStorageSize) };
}

/**
 * In the page: enters `url` as a link would (history entry + popstate, which the router follows), waits
 * until `readyJs` holds, and answers the milliseconds it took.
 */
export const enterRoute = (url: string, readyJs: string) => `(async () => {
  const start = performance.now();
  history.pushState({ usr: null, key: 'bench' + start, idx: (history.state?.idx ?? 0) + 1 }, '', ${JSON.stringify(url)});
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  await new Promise((resolve) => {
    const ready = () => ${readyJs};
    if (ready()) return resolve();
    const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); resolve(); } });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
  return performance.now() - start;
})()`;

/** In the page: resolves in the task after the current one (the event's work done, paint not counted). */
export const AFTER_TASK = `new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(0);
})`;

/**
 * Polls an expression in the page until it is truthy. (The page's CSP forbids eval, which Playwright's
 * waitForFunction needs for a string; evaluate goes through the debugger and is allowed.) The figures
 * come from timestamps the page records itself, so the polling interval does not count.
 */
export async function waitUntil(page: Page, expression: string, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await page.evaluate<unknown>(expression)) return true;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  return false;
}
