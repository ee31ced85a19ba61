// Fetches code the reviewer will soon need once the browser has nothing better to do, so the next
// navigation does not wait for the network. Returns a cancel function (an effect's cleanup).
const FALLBACK_DELAY_MS = 1_000;
const IDLE_TIMEOUT_MS = 5_000;
/** A screen whose data never settles (retries, a server that hangs) delays the prefetch this long. */
export const MAX_BUSY_WAIT_MS = 10_000;

/** Work the prefetch must not compete with: the screen's own answers on their way. */
export interface BusySignal {
  isBusy(): boolean;
  subscribe(listener: () => void): () => void;
}

export function prefetchWhenIdle(
  loads: readonly (() => Promise<unknown>)[],
  options: { busy?: BusySignal } = {},
): () => void {
  // A failed prefetch costs nothing: the navigation asks again and shows its own error.
  const run = () => loads.forEach((load) => void load().catch(() => undefined));
  const { busy } = options;
  if (!busy) return whenIdle(run);

  // The browser is idle while an answer is on its way, too: fetching and compiling code then lands
  // on the main thread just as the answer is read and its rows rendered. Wait for the answers first.
  let cancel = () => {};
  let stopWaiting = () => {};
  const start = Date.now();
  const afterAnswers = () => {
    if (!busy.isBusy() || Date.now() - start >= MAX_BUSY_WAIT_MS) {
      run();
      return;
    }
    const unsubscribe = busy.subscribe(() => {
      if (busy.isBusy()) return;
      unsubscribe();
      clearTimeout(deadline);
      cancel = whenIdle(afterAnswers);
    });
    const deadline = setTimeout(
      () => {
        unsubscribe();
        run();
      },
      MAX_BUSY_WAIT_MS - (Date.now() - start),
    );
    stopWaiting = () => {
      unsubscribe();
      clearTimeout(deadline);
    };
  };
  cancel = whenIdle(afterAnswers);
  return () => {
    cancel();
    stopWaiting();
  };
}

/** Runs `work` once the browser is idle (or after a second where it cannot tell); answers a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  // Safari and jsdom have no requestIdleCallback.
  const id = window.setTimeout(work, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}
