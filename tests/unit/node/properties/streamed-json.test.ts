// A long list parsed while it arrives (streamed-json.ts) is exactly JSON.parse of the whole text,
// however the text is cut into pieces, whatever its rows hold (lists of objects, strings with "},{"
// in them), and never a value where JSON.parse would refuse the text.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { collectRows, StreamedJson, type ListReader } from '@shared/api/streamed-json';

/** The answer's value as read in batches: its rows put back in their envelope; null when not read so. */
function finished(json: StreamedJson<unknown[]>): { value: unknown } | null {
  const read = json.finish();
  if (!read) return null;
  return { value: read.envelope ? { ...read.envelope, data: read.rows } : read.rows };
}

/** The text in pieces at the given places, fed one after the other; the value or null. */
function streamed(text: string, cuts: readonly number[], batchChars: number) {
  const json = new StreamedJson(collectRows(), batchChars);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    json.add(text.slice(from, cut));
    from = cut;
  }
  json.add(text.slice(from));
  return finished(json);
}

const TRICKY = ['},{"', '"},{"a":', '\\"},{"', '{"data":[', ']}', '\\'];
const text = fc.oneof(fc.string(), fc.constantFrom(...TRICKY));
/** Rows as a list answer has them, with what could be taken for a place between rows. */
const row = fc.oneof(
  fc.record({
    _id: text,
    status: text,
    nested: fc.array(fc.record({ a: text, b: fc.integer() }), { maxLength: 3 }),
  }),
  fc.jsonValue({ maxDepth: 3 }),
);
const answer = fc.oneof(
  fc.array(row, { maxLength: 30 }),
  fc.record({ data: fc.array(row, { maxLength: 30 }) }),
  fc.record({ data: fc.array(row, { maxLength: 30 }), message: text }),
  fc.jsonValue({ maxDepth: 3 }),
);
const cutsOf = (length: number) => fc.array(fc.nat(length), { maxLength: 12 });

describe('a long list parsed while it arrives', () => {
  it('is exactly what JSON.parse makes of the whole text, however it arrives', () => {
    fc.assert(
      fc.property(
        answer.chain((value) => {
          const json = JSON.stringify(value);
          return fc.tuple(fc.constant(json), cutsOf(json.length), fc.integer({ min: 1, max: 64 }));
        }),
        ([json, cuts, batchChars]) => {
          const result = streamed(json, cuts, batchChars);
          if (result !== null) expect(result.value).toEqual(JSON.parse(json));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never makes a value of a text JSON.parse refuses: cut short, or with more after it', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 2, maxLength: 20 }).chain((rows) => {
          const json = JSON.stringify(rows);
          return fc.tuple(
            fc.oneof(
              fc.nat(json.length - 1).map((end) => json.slice(0, end)),
              text.map((more) => json + more),
              fc.nat(json.length - 1).map((at) => json.slice(0, at) + json.slice(at + 1)),
            ),
            fc.integer({ min: 1, max: 32 }),
          );
        }),
        ([broken, batchChars]) => {
          const result = streamed(broken, [Math.floor(broken.length / 2)], batchChars);
          let whole: unknown;
          try {
            whole = JSON.parse(broken);
          } catch {
            expect(result).toBeNull();
            return;
          }
          if (result !== null) expect(result.value).toEqual(whole);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads a list and an envelope in batches before their last piece', () => {
    const rows = Array.from({ length: 200 }, (_, n) => ({
      _id: `r${n}`,
      status: 'pending',
      tags: [{ a: n }, { b: n }],
    }));
    for (const value of [rows, { data: rows, message: 'ok' }]) {
      const json = JSON.stringify(value);
      const reader = new StreamedJson(collectRows(), 500);
      for (let at = 0; at < json.length; at += 997) reader.add(json.slice(at, at + 997));
      expect(finished(reader)).toEqual({ value });
    }
  });

  it("gives each batch of rows to the reader as soon as it is parsed, in the list's order", () => {
    const rows = Array.from({ length: 200 }, (_, n) => ({ _id: `r${n}`, status: 'pending' }));
    const json = JSON.stringify({ data: rows, message: 'ok' });
    const batches: unknown[][] = [];
    const reader: ListReader<number> = { add: (batch) => void batches.push([...batch]), done: () => 42 };
    const streamedJson = new StreamedJson(reader, 500);
    const half = Math.floor(json.length / 2);
    for (let at = 0; at < half; at += 250) streamedJson.add(json.slice(at, Math.min(at + 250, half)));
    // Half the text in: rows went to the reader, none kept waiting for the rest.
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(rows.slice(0, batches.flat().length));
    streamedJson.add(json.slice(half));
    expect(streamedJson.finish()).toEqual({ rows: 42, envelope: { message: 'ok' } });
    expect(batches.flat()).toEqual(rows);
  });

  it('finds the places between rows when each row holds lists of objects', () => {
    const rows = Array.from({ length: 300 }, (_, n) => ({
      _id: `r${n}`,
      parts: Array.from({ length: 6 }, (_, m) => ({ a: m, text: '},{"' })),
    }));
    const json = JSON.stringify({ data: rows });
    const reader = new StreamedJson(collectRows(), 2_000);
    for (let at = 0; at < json.length; at += 1_000) reader.add(json.slice(at, at + 1_000));
    expect(finished(reader)).toEqual({ value: { data: rows } });
  });

  it('reads a list it cannot cut in time that grows with its length, then leaves it to JSON.parse', () => {
    // Spaced: no place between rows is written as the cut looks for it.
    const json = JSON.stringify(
      Array.from({ length: 2_000 }, (_, n) => ({ _id: `r${n}` })),
      null,
      1,
    );
    const looks = vi.spyOn(String.prototype, 'lastIndexOf');
    try {
      const reader = new StreamedJson(collectRows(), 100);
      for (let at = 0; at < json.length; at += 10) reader.add(json.slice(at, at + 10));
      expect(reader.finish()).toBeNull();
      // A look each 100 characters until 8 batches' worth wait, not one each piece of 10.
      expect(looks.mock.calls.length).toBeLessThan(20);
    } finally {
      looks.mockRestore();
    }
  });

  it('leaves to JSON.parse what is short, spaced, or another shape', () => {
    for (const json of [
      '[]',
      '[1,2]',
      '{"data":5}',
      '\uFEFF[{"a":1},{"b":2}]',
      '[ {"a":1} , {"b":2} ]',
      '{"items":[{"a":1},{"b":2}]}',
    ]) {
      expect(streamed(json, [3], 1)).toBeNull();
    }
    // A second "data" after the list is the one JSON.parse keeps, however its name is written.
    expect(streamed('{"data":[{"a":1},{"b":2},{"c":3}],"data":[]}', [], 1)).toBeNull();
    expect(streamed('{"data":[{"a":1},{"b":2},{"c":3}],"d\\u0061ta":[9]}', [], 1)).toBeNull();
  });
});
