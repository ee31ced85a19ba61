// The queue pipeline in Node (no browser): parse, read into columns (validation and all), sort, then
// filter + page for every keystroke of the typing sequences with the shared filterRows, which makes
// each row's search text on every call (the queue screen keeps them and narrows from the last result:
// features/queues/lib/row-cache.ts); answers the per-keystroke samples.
import { performance } from 'node:perf_hooks';
import en from '../../locales/en/queues.json' with { type: 'json' };
import ar from '../../locales/ar/queues.json' with { type: 'json' };
import { reviewListSchema } from '../../src/shared/api/review-list';
import {
  filterRows,
  pageRows,
  reverseOrder,
  sortedIndexes,
  statusesFoundBy,
  type ReviewRow,
} from '../../src/shared/domain/review-rows';
import { rowsOf } from '../../src/shared/domain/row-columns';
import { statusKey } from '../../src/shared/domain/review-status';
import { agenciesAnswerJson, TYPING_SEQUENCES } from './queue-data';

const time = <T>(samples: number[], run: () => T): T => {
  const start = performance.now();
  const result = run();
  samples.push(performance.now() - start);
  return result;
};

const labelIn = (catalogue: typeof en) => (status: string) => {
  const key = statusKey(status);
  return key === 'other' ? status : catalogue.status[key];
};

export function benchNodePipeline(agencies: number, runs: number): number[] {
  const json = agenciesAnswerJson(agencies);
  const samples = {
    parse: [] as number[],
    read: [] as number[],
    sort: [] as number[],
    keystroke: [] as number[],
    sortChange: [] as number[],
  };
  for (let run = 0; run < runs; run++) {
    const raw = time(samples.parse, () => JSON.parse(json) as { data: unknown });
    const { items } = time(samples.read, () => reviewListSchema.parse(raw.data));
    const label = labelIn(run % 2 ? ar : en);
    const newestOrder = time(samples.sort, () => sortedIndexes(items.times, 'newest'));
    // filterRows looks through row objects: the answer's rows are made from its columns.
    const rows = rowsOf(items);
    const newest = Array.from(newestOrder, (index) => rows[index]);
    const statuses = items.statuses.values;
    // The labels that match, then the rows.
    const find = (list: readonly ReviewRow[], query: string) =>
      pageRows(filterRows(list, query, statusesFoundBy(query, statuses, label)), 0);
    for (const sequence of TYPING_SEQUENCES) {
      const typed = [...sequence];
      const prefixes = [
        ...typed.map((_, i) => typed.slice(0, i + 1).join('')),
        ...typed.map((_, i) => typed.slice(0, typed.length - 1 - i).join('')),
      ];
      for (const query of prefixes) {
        time(samples.keystroke, () => find(newest, query));
      }
    }
    time(samples.sortChange, () =>
      find(
        Array.from(reverseOrder(items.times, newestOrder), (index) => rows[index]),
        'studio',
      ),
    );
  }
  return samples.keystroke;
}
