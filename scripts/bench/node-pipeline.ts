// (a) The queue pipeline in Node: parse + validate, map, searchable text, sort, then filter + page
// for every keystroke of the typing sequences.
import { performance } from 'node:perf_hooks';
import en from '../../locales/en/queues.json' with { type: 'json' };
import ar from '../../locales/ar/queues.json' with { type: 'json' };
import { reviewListSchema } from '../../src/shared/api/schemas';
import {
  filterRows,
  pageRows,
  searchableText,
  sortRows,
  toReviewRow,
} from '../../src/shared/domain/review-rows';
import { statusKey } from '../../src/shared/domain/review-status';
import { agenciesAnswerJson, TYPING_SEQUENCES } from './queue-data';
import type { Measured } from './stats';

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

export function benchNodePipeline(agencies: number, runs: number): Measured[] {
  const json = agenciesAnswerJson(agencies);
  const samples = {
    parse: [] as number[],
    validate: [] as number[],
    map: [] as number[],
    searchable: [] as number[],
    sort: [] as number[],
    keystroke: [] as number[],
    sortChange: [] as number[],
  };
  for (let run = 0; run < runs; run++) {
    const raw = time(samples.parse, () => JSON.parse(json) as { data: unknown });
    const { items } = time(samples.validate, () => reviewListSchema.parse(raw.data));
    const rows = time(samples.map, () => items.map(toReviewRow));
    const label = labelIn(run % 2 ? ar : en);
    const entries = time(samples.searchable, () =>
      rows.map((row) => ({ row, text: searchableText(row, label(row.status)) })),
    );
    const newest = time(samples.sort, () => sortRows(entries, 'newest'));
    for (const sequence of TYPING_SEQUENCES) {
      const typed = [...sequence];
      const prefixes = [
        ...typed.map((_, i) => typed.slice(0, i + 1).join('')),
        ...typed.map((_, i) => typed.slice(0, typed.length - 1 - i).join('')),
      ];
      for (const query of prefixes) time(samples.keystroke, () => pageRows(filterRows(newest, query), 0));
    }
    time(samples.sortChange, () =>
      pageRows(filterRows(sortRows(entries, run % 2 ? 'newest' : 'oldest'), 'studio'), 0),
    );
  }
  return [
    { name: 'JSON.parse of the answer', samples: samples.parse },
    { name: 'zod validation', samples: samples.validate },
    { name: 'map (toReviewRow)', samples: samples.map },
    { name: 'searchable text', samples: samples.searchable },
    { name: 'sort 10k rows', samples: samples.sort },
    { name: 'keystroke: filter + page', samples: samples.keystroke, target: 50 },
    { name: 'sort change: sort + filter + page', samples: samples.sortChange, target: 50 },
  ];
}
