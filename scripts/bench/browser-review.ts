// The large review (DEMO_LARGE_REVIEW): each step entered from the queue until all its fields show, a
// note typed and fields toggled on the 200-field step, the report until Submit is enabled after typing,
// and the heap after the queue and the review.
import type { APIRequestContext, Browser } from '@playwright/test';
import { paths } from '../../src/renderer/src/lib/paths';
import { stepFieldPaths } from '../../src/shared/domain/field-selection';
import type { ValidationFields } from '../../src/shared/api/schemas';
import { AFTER_TASK, enterRoute, heapAfterGc, type BenchPage } from './browser-session';
import { TYPED_NOTE } from '../../tooling/harness/review-keypresses';
import { summarize } from './stats';

export interface ReviewSamples {
  stepShown: number[];
  noteKeystroke: number[];
  /** The same keystrokes measured the other ways (reported beside the figure, not judged). */
  noteKeystrokeVariants: NoteKeystroke[];
  toggle: number[];
  report: number[];
  heapMb: number[];
}

export interface LargeReview {
  agencyId: string;
  reviewId: string;
}

export const emptyReviewSamples = (): ReviewSamples => ({
  stepShown: [],
  noteKeystroke: [],
  noteKeystrokeVariants: [],
  toggle: [],
  report: [],
  heapMb: [],
});

const fieldsUrl = (review: LargeReview) => `/api/field-validation/agencies/${review.agencyId}/fields`;

async function stepPaths(request: APIRequestContext, review: LargeReview) {
  // Answered flat or wrapped in { data }, as the client's tolerant reader accepts.
  const answer = (await (await request.get(fieldsUrl(review))).json()) as { data?: ValidationFields };
  const fields = answer.data ?? (answer as ValidationFields);
  return { profile: stepFieldPaths(fields, 'profile'), services: stepFieldPaths(fields, 'services') };
}

/** Marks every field of both steps valid over HTTP, so the report has something to conclude. */
export async function validateEverything(request: APIRequestContext, review: LargeReview, csrf: string) {
  const steps = await stepPaths(request, review);
  for (const fields of [steps.profile, steps.services]) {
    const answer = await request.post(
      `/api/field-validation/agencies/${review.agencyId}/validate-multiple-fields`,
      {
        headers: { 'X-CSRF-Token': csrf },
        data: {
          fields: fields.map((fieldPath) => ({ fieldPath, validationStatus: 'valid', note: '' })),
          tags: ['bench'],
        },
      },
    );
    if (!answer.ok()) throw new Error(`validate-multiple-fields: ${answer.status()} ${await answer.text()}`);
  }
  return steps.profile.length + steps.services.length;
}

/** Every field of the step in the document, the first and the last ready to judge. */
const allShown = (paths: readonly string[]) => {
  const judgeable = (path: string | undefined) =>
    `document.querySelector(${JSON.stringify(`[data-field-path="${path}"] input[type="radio"]`)})`;
  return `document.querySelectorAll('[data-field-path]').length === ${paths.length} && ${judgeable(paths[0])} && ${judgeable(paths.at(-1))}`;
};

/** In the page: clicks a field's radio and answers the time until the work of the click is done. */
const toggle = (path: string, status: 'valid' | 'invalid') => `(async () => {
  const input = document.querySelector(${JSON.stringify(`[data-field-path="${path}"] input[value="${status}"]`)});
  if (!input) throw new Error('no ${status} radio for ${path}');
  const start = performance.now();
  input.click();
  await ${AFTER_TASK};
  return performance.now() - start;
})()`;

/**
 * Probes every keystroke in a note. `work` is the page's own work for it, the figure: the keydown's
 * handling (from its first listener, on the window, to its last, after React's) plus the typing's
 * (beforeinput's first listener to input's last, React's render and commit included). Two variants
 * are kept to report beside it, with a bare textarea on an empty page for scale: `nextTask` waits on
 * to the task after the input, which runs behind a frame whenever one is due (even the bare textarea
 * has a p95 of about 16.6 ms that way, one frame), and `event` counts from the key's OS timestamp,
 * which adds the browser's input pipeline between the key down and the character.
 */
const NOTE_PROBE = `(() => {
  const out = (window.__noteKeys = []);
  let key = null;
  const now = () => performance.now();
  window.addEventListener('keydown', (event) => { key = { down: now(), event: event.timeStamp }; }, true);
  window.addEventListener('keydown', () => { if (key) key.downWork = now() - key.down; });
  window.addEventListener('beforeinput', () => { if (key) key.typed = now(); }, true);
  window.addEventListener('input', (event) => {
    if (key === null || key.typed === undefined || !(event.target instanceof HTMLTextAreaElement)) return;
    const done = key;
    key = null;
    const work = (done.downWork ?? 0) + now() - done.typed;
    const channel = new MessageChannel();
    channel.port1.onmessage = () =>
      out.push({ work, nextTask: (done.downWork ?? 0) + now() - done.typed, event: now() - done.event });
    channel.port2.postMessage(0);
  });
})()`;

export interface NoteKeystroke {
  work: number;
  nextTask: number;
  event: number;
}

/** The same keystrokes into a bare textarea on an empty page: the share of the browser and the probe. */
export async function bareTextareaKeystrokes(browser: Browser): Promise<NoteKeystroke[]> {
  const page = await browser.newPage();
  try {
    await page.setContent('<textarea aria-label="note"></textarea>');
    await page.evaluate(NOTE_PROBE);
    await page.locator('textarea').click();
    await page.keyboard.type(NOTE_TEXT, { delay: 20 });
    await page.waitForTimeout(100);
    return await page.evaluate<NoteKeystroke[]>('window.__noteKeys');
  } finally {
    await page.close();
  }
}

/** The note the key-press figure counts, typed here key by key. */
const NOTE_TEXT = TYPED_NOTE;

/** The note keystrokes measured the other ways, on the step and on a bare textarea, as printed lines. */
export function noteKeystrokeLines(step: NoteKeystroke[], bare: NoteKeystroke[]): string[] {
  const line = (keys: NoteKeystroke[], way: 'nextTask' | 'event') => {
    const { median, p95 } = summarize(keys.map((key) => key[way]));
    return `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
  };
  return [
    `note keystroke to the next task: ${line(step, 'nextTask')} (a bare textarea: ${line(bare, 'nextTask')})`,
    `note keystroke from the key's OS timestamp: ${line(step, 'event')} (a bare textarea: ${line(bare, 'event')})`,
  ];
}

const REPORT_READY = `(() => {
  const box = document.querySelector('form textarea');
  return box && !box.readOnly && document.querySelectorAll('tbody tr').length > 0;
})()`;

/** In the page: types into the conclusion as the browser would, and waits for Submit to be enabled. */
const TYPE_CONCLUSION = `(async () => {
  const start = performance.now();
  const box = document.querySelector('form textarea');
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, 'A');
  box.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => {
    const ready = () => { const b = document.querySelector('form button[type="submit"]'); return b && !b.disabled; };
    if (ready()) return resolve();
    const observer = new MutationObserver(() => { if (ready()) { observer.disconnect(); resolve(); } });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
  return performance.now() - start;
})()`;

export async function measureReview(session: BenchPage, review: LargeReview, samples: ReviewSamples) {
  const { page } = session;
  const steps = await stepPaths(page.request, review);
  for (const [step, href] of [
    ['profile', paths.reviewProfile.getHref(review.agencyId, review.reviewId)],
    ['services', paths.reviewServices.getHref(review.agencyId, review.reviewId)],
  ] as const) {
    samples.stepShown.push(await page.evaluate<number>(enterRoute(href, allShown(steps[step]))));
  }

  // On the services step (200 fields): valid/invalid on ten fields, then a note typed on one.
  for (const path of steps.services.slice(0, 10)) {
    samples.toggle.push(await page.evaluate<number>(toggle(path, 'invalid')));
    samples.toggle.push(await page.evaluate<number>(toggle(path, 'valid')));
  }
  const noted = steps.services[1];
  await page.evaluate(toggle(noted, 'invalid'));
  await page.evaluate(NOTE_PROBE);
  await page.locator(`[data-field-path="${noted}"] textarea`).click();
  await page.keyboard.type(NOTE_TEXT, { delay: 20 });
  await page.waitForTimeout(100);
  const keys = await page.evaluate<NoteKeystroke[]>('window.__noteKeys');
  samples.noteKeystroke.push(...keys.map((key) => key.work));
  samples.noteKeystrokeVariants.push(...keys);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.evaluate(toggle(noted, 'valid'));

  const report = paths.reviewReport.getHref(review.agencyId, review.reviewId);
  const entered = await page.evaluate<number>(enterRoute(report, REPORT_READY));
  samples.report.push(entered + (await page.evaluate<number>(TYPE_CONCLUSION)));

  // Last: the forced garbage collection behind the heap figure also purges the renderer's caches
  // (fonts, shaping), which would make whatever is timed next start cold.
  samples.heapMb.push((await heapAfterGc(session)).mb);
}
