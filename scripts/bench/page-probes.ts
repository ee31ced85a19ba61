// Runs inside the page (an init script, kept as plain JavaScript because the Node project has no DOM
// types): timestamps for the first rows, and for every keystroke or sort choice until the table shows
// its effect.
export interface Mark {
  commit: number;
  frame: number;
}

export const PAGE_PROBES = `
(() => {
  const bench = { firstRowsAt: null, inputAt: null, marks: [], loginReadyAt: null, submitAt: null, longTasks: [] };
  window.__queueBench = bench;
  // Long tasks (over 50 ms) on the main thread, with when they started.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // The login form is interactive once its fields and its submit button are in the document: React
  // attaches its handlers at the root before it commits them.
  const loginReady = () =>
    document.querySelector('input[type="email"]') && document.querySelector('form button[type="submit"]');
  document.addEventListener('submit', (event) => { bench.submitAt ??= event.timeStamp; }, true);
  // The event's own timestamp is when the key went down (or the menu item was clicked).
  document.addEventListener('keydown', (event) => { bench.inputAt = event.timeStamp; }, true);
  document.addEventListener('input', (event) => { bench.inputAt ??= event.timeStamp; }, true);
  document.addEventListener('click', (event) => {
    if (event.target && event.target.closest && event.target.closest('[role="menuitemradio"]')) bench.inputAt = event.timeStamp;
  }, true);
  // Cheap on every other screen (a 200-field step is thousands of records): the login is looked for
  // only on its route, the first rows until they show, and the table only after an input.
  const observer = new MutationObserver((records) => {
    const now = performance.now();
    if (bench.loginReadyAt === null && location.pathname === '/login' && loginReady()) bench.loginReadyAt = now;
    if (bench.firstRowsAt === null && document.querySelector('[data-testid="queue-row"]')) bench.firstRowsAt = now;
    const start = bench.inputAt;
    if (start === null) return;
    const inTable = records.some((record) => {
      const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      return target && target.closest('section') && !target.closest('[data-testid="queue-toolbar"]');
    });
    if (!inTable) return;
    // Done once the table answers what the box says (data-search) and no deferred render is pending.
    const table = document.querySelector('section table');
    const box = document.querySelector('section input[type="search"]');
    if (!table || !box || table.getAttribute('aria-busy') === 'true') return;
    if ((table.getAttribute('data-search') ?? '') !== box.value) return;
    bench.inputAt = null;
    requestAnimationFrame(() => bench.marks.push({ commit: now - start, frame: performance.now() - start }));
  });
  const watch = () => observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  watch();
})();
`;

/** Evaluated in the page: first rows minus the end of the Agencies answer, on the page's clock. */
export const FIRST_RENDER_AFTER_DATA = `(() => {
  const entry = performance.getEntriesByType('resource')
    .find((e) => new URL(e.name).pathname === '/api/agency-review-management');
  const { firstRowsAt } = window.__queueBench;
  if (!entry || firstRowsAt === null) return null;
  return { afterResponse: firstRowsAt - entry.responseEnd };
})()`;

export const MARK_COUNT = 'window.__queueBench.marks.length';
export const CLEAR_INPUT = 'window.__queueBench.inputAt = null';
export const markAt = (index: number) => `window.__queueBench.marks[${index}]`;
export const marksBeyond = (count: number) => `window.__queueBench.marks.length > ${count}`;

/** Evaluated in the page: navigation start to an interactive login form, on the page's clock. */
export const LOGIN_READY_AT = 'window.__queueBench.loginReadyAt';
/** Evaluated in the page: the login's submit to the first queue rows. */
export const SUBMIT_TO_ROWS = `(() => {
  const { submitAt, firstRowsAt } = window.__queueBench;
  return submitAt === null || firstRowsAt === null ? null : firstRowsAt - submitAt;
})()`;
export const NOW = 'performance.now()';
/** Evaluated in the page: long tasks that started at or after \`since\`. */
export const longTasksSince = (since: number) =>
  `window.__queueBench.longTasks.filter((task) => task.start >= ${since} && task.duration > 50).length`;
