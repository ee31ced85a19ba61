// Median and 95th percentile of a sample, and a small table to print them.
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export interface Measured {
  name: string;
  samples: readonly number[];
  target?: number;
}

export function printTable(title: string, rows: readonly Measured[]): void {
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));
  console.log(`\n${title}`);
  console.table(
    rows.map(({ name, samples, target }) => {
      const p95 = percentile(samples, 95);
      return {
        measure: name,
        n: samples.length,
        'median ms': ms(percentile(samples, 50)),
        'p95 ms': ms(p95),
        target: target === undefined ? '' : `< ${target} ms ${p95 < target ? 'ok' : 'MISSED'}`,
      };
    }),
  );
}
