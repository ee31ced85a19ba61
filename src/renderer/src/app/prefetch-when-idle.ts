// Fetches code the reviewer will soon need once the browser has nothing better to do, so the next
// navigation does not wait for the network. Returns a cancel function (an effect's cleanup).
const FALLBACK_DELAY_MS = 1_000;
const IDLE_TIMEOUT_MS = 5_000;

export function prefetchWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  // A failed prefetch costs nothing: the navigation asks again and shows its own error.
  const run = () => loads.forEach((load) => void load().catch(() => undefined));
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  // Safari and jsdom have no requestIdleCallback.
  const id = window.setTimeout(run, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}
