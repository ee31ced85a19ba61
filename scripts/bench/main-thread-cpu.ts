// The renderer main thread's CPU time per input, read from a Chromium trace: every task the main
// thread ran from one input until the next (the input's handling, the renders and frames it caused,
// the images and idle-time work that followed), by the thread's own clock (a trace event's `tdur`),
// so time the operating system gave to other processes is not counted.
import type { BrowserContext, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * Runs each input with `settleMs` between them, no page script in between (no polling), and answers
 * each input's main-thread CPU in ms: the task that dispatched its `input` event and every task after
 * it up to the next input's. (Text beyond the keyboard's layout, Arabic here, arrives without a
 * keydown; every key of a search box makes one `input`.)
 */
export async function mainThreadCpuPerInput(
  context: BrowserContext,
  page: Page,
  inputs: readonly (() => Promise<void>)[],
  settleMs: number,
): Promise<number[]> {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (batch) => events.push(...(batch.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  for (const input of inputs) {
    await input();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  }
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();

  // The renderer main thread is the one that dispatched the inputs (a trace has other renderers).
  const inputEvents = events.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'input',
  );
  const main = inputEvents[0];
  if (!main) throw new Error('The trace shows no input event');
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  const starts = inputEvents
    .filter(onMain)
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  if (starts.length !== inputs.length) {
    throw new Error(`The trace shows ${starts.length} input events for ${inputs.length} inputs`);
  }
  // Top-level tasks only (a task within a task would count twice), attributed to the input before them.
  const tasks = events
    .filter((event) => onMain(event) && event.ph === 'X' && event.name === 'RunTask')
    // A task within a task can start at the same time: the outer one, the longer, comes first.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const perInput = starts.map(() => 0);
  let end = -Infinity;
  // The last input begun by the end of the task (the task that dispatched an input began a little
  // before its event); tasks come in order, so it only moves forward.
  let input = -1;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    while (input + 1 < starts.length && starts[input + 1] <= end) input++;
    if (input >= 0) perInput[input] += (task.tdur ?? task.dur ?? 0) / 1000;
  }
  return perInput;
}
