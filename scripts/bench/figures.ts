// The figures `npm run bench` measures, each with its budget and the statistic the budget applies to
// (p95 on this project's 2-core machine unless said otherwise).
import { summarize, type Summary } from './stats';

export type Unit = 'ms' | 'MB' | 'count' | 'ratio';
export type Statistic = 'p95' | 'median' | 'max';

export interface Figure {
  id: string;
  label: string;
  unit: Unit;
  budget: number;
  statistic: Statistic;
}

const TABLE = [
  { id: 'login-interactive', label: 'navigation to an interactive login form (cold cache)', budget: 250 },
  { id: 'login-to-rows', label: 'login submitted to Agencies rows (10,000 reviews)', budget: 800 },
  { id: 'first-rows-10k', label: 'queue of 10,000: answer received to first rows', budget: 200 },
  { id: 'first-rows-100k', label: 'queue of 100,000: answer received to first rows', budget: 600 },
  {
    id: 'first-rows-per-parse-100k',
    label: 'queue of 100,000: first rows / JSON.parse of its answer, same page',
    unit: 'ratio',
    budget: 1.3,
  },
  { id: 'keystroke-10k', label: 'keystroke in search to updated rows, 10,000', budget: 50 },
  { id: 'keystroke-100k', label: 'keystroke in search to updated rows, 100,000', budget: 16.7 },
  { id: 'keystroke-cpu-10k', label: 'main-thread CPU per keystroke in search, 10,000', budget: 8 },
  { id: 'keystroke-cpu-100k', label: 'main-thread CPU per keystroke in search, 100,000', budget: 8 },
  { id: 'sort-10k', label: 'sort change, 10,000 reviews', budget: 50 },
  { id: 'pipeline-keystroke-10k', label: 'queue pipeline per keystroke in Node, 10,000', budget: 50 },
  { id: 'sort-100k', label: 'sort change, 100,000 reviews', budget: 60 },
  {
    id: 'long-tasks-typing',
    label: 'long tasks over 50 ms while typing in search (per typing run)',
    unit: 'count',
    statistic: 'max',
    budget: 0,
  },
  { id: 'step-200-shown', label: 'review step, 200 fields / 20 services: route to all fields', budget: 250 },
  {
    id: 'note-keystroke-200',
    label: "keystroke in a note, 200-field step: the page's work for the key",
    budget: 16,
  },
  { id: 'toggle-200', label: 'valid/invalid toggle, 200-field step, to next frame', budget: 50 },
  { id: 'report-200', label: 'report, 400 validations: route to submit enabled after typing', budget: 300 },
  { id: 'heap-queue-100k', label: 'JS heap after the 100,000 queue (after GC)', unit: 'MB', budget: 25 },
  {
    id: 'heap-queue-review',
    label: 'JS heap after that queue and a 200-field review',
    unit: 'MB',
    budget: 80,
  },
  {
    id: 'main-start',
    label: "main process start-up: Electron's ready to the window's loadURL (Node)",
    budget: 200,
  },
  {
    id: 'client-overhead',
    label: 'client core overhead per call (Node, minus a raw fetch)',
    statistic: 'median',
    budget: 1,
  },
] as const;

export type FigureId = (typeof TABLE)[number]['id'];

export const FIGURES: readonly (Figure & { id: FigureId })[] = TABLE.map((figure) => ({
  unit: 'ms' as Unit,
  statistic: 'p95' as Statistic,
  ...figure,
}));

export interface FigureResult extends Figure, Summary {
  value: number;
  holds: boolean;
}

export function judge(figure: Figure, samples: readonly number[]): FigureResult {
  const summary = summarize(samples);
  const value = summary[figure.statistic];
  return { ...figure, ...summary, value, holds: summary.n > 0 && value <= figure.budget };
}

const format = (value: number, unit: Unit) =>
  Number.isNaN(value) ? '-' : unit === 'count' ? String(value) : value.toFixed(unit === 'MB' ? 1 : 2);

export function printFigures(results: readonly FigureResult[]): void {
  console.table(
    results.map((r) => ({
      figure: r.label,
      n: r.n,
      median: format(r.median, r.unit),
      p95: format(r.p95, r.unit),
      min: format(r.min, r.unit),
      max: format(r.max, r.unit),
      budget: `${r.statistic} <= ${r.budget} ${r.unit}`,
      holds: r.holds ? 'yes' : 'NO',
    })),
  );
}
