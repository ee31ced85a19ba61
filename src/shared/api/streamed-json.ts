// An answer that is a long list, parsed while it arrives: a queue of 100,000 reviews is 31 MB, and
// JSON.parse of all of it once its last byte is in took most of the wait for the first rows. Its
// rows are parsed a batch at a time as the text comes, with JSON.parse itself, so what is left once
// the answer is in is its last batch.
//
// Only two shapes are read this way: a list (`[{...},{...}]`) and a list in an envelope
// (`{"data":[{...},{...}], ...}`), written without spaces, as servers do. Rows are cut where one
// object ends and the next begins with the first row's first key (`},{"_id":`), or, when the first
// row has none, at any `},{"`. Such text can also be inside a string or a row (a list of objects in a
// row); a cut there leaves a batch that is not whole values, so JSON.parse refuses it and an earlier
// place is tried, or a later one once more text has come. Each batch begins where the previous one
// ended, and the first where the list begins, so every batch that parses ends between two rows of
// the list. The value is then exactly JSON.parse of the whole text (the batches and the last part
// together are that text), or, when anything does not fit, the whole text is parsed as before.
//
// Each batch's rows go to a reader as soon as they are parsed: by default they are collected into the
// list, while a queue's answer reads them straight into its columns (review-list.ts), so the objects
// JSON.parse makes die young instead of living until the last byte is in.

/** Text is parsed once this much of it is waiting: a batch is worth a JSON.parse of its own. */
const BATCH_CHARS = 1 << 18;
/** Places tried for a batch's end each time before waiting for another batch's worth of text. */
const CUTS_TRIED = 3;
/** Text waiting, in batches' worth, with no batch parsed, before the rest is left to one JSON.parse. */
const MOST_BATCHES_WAITING = 8;
/** The first row's opening up to its first key's colon: `{"_id":`. */
const FIRST_KEY = /^\{"(?:[^"\\]|\\.)*":/;

type Shape = { kind: 'list'; opening: '[' } | { kind: 'envelope'; opening: '{"data":[' };
const SHAPES: readonly Shape[] = [
  { kind: 'list', opening: '[' },
  { kind: 'envelope', opening: '{"data":[' },
];

/** What is made of a list's rows, given to it a batch at a time, in the list's order. */
export interface ListReader<T> {
  add(rows: readonly unknown[]): void;
  done(): T;
}

/** The rows themselves, as JSON.parse would have them. */
export function collectRows(): ListReader<unknown[]> {
  const rows: unknown[] = [];
  return {
    add: (batch) => {
      for (const row of batch) rows.push(row);
    },
    done: () => rows,
  };
}

/** A list answer read in batches: its rows as the reader made them, and its envelope, if it had one. */
export interface StreamedList<T> {
  rows: T;
  /** The envelope around the list, every member but `data` (null when the answer is the list). */
  envelope: Record<string, unknown> | null;
}

export class StreamedJson<T> {
  private shape: Shape | null | undefined;
  private waiting = '';
  /** Whether a batch went to the reader (it is given one only once it is known to be whole rows). */
  private read = false;
  /** What is between two rows of this list (see FIRST_KEY). */
  private between: string | undefined;
  /** How much text waits before the next try. */
  private nextTry: number;

  /**
   * `reader`: what is made of the rows (once a batch has gone to it, it is of no other use when the
   * list is not read in batches after all); `batchChars`: how much text waits before a batch is
   * parsed (smaller in tests).
   */
  constructor(
    private readonly reader: ListReader<T>,
    private readonly batchChars = BATCH_CHARS,
  ) {
    this.nextTry = batchChars;
  }

  /** Whether the text is still read in batches (else the rest of it is of no use here). */
  get reading(): boolean {
    return this.shape !== null;
  }

  /** The next piece of the answer's text, as decoded. */
  add(text: string): void {
    if (this.shape === null) return;
    this.waiting += text;
    if (this.shape === undefined && !this.findShape()) return;
    if (this.waiting.length < this.nextTry) return;
    this.between ??= `},${FIRST_KEY.exec(this.waiting)?.[0] ?? '{"'}`;
    // The last place that looks like one between rows, or, when that one was inside a row, one of
    // the two before it.
    let cut = this.waiting.length;
    for (let tries = 0; tries < CUTS_TRIED; tries++) {
      cut = cut > 0 ? this.waiting.lastIndexOf(this.between, cut - 1) : -1;
      if (cut === -1) break;
      const batch = this.parse(`[${this.waiting.slice(0, cut + 1)}]`);
      if (Array.isArray(batch)) {
        this.reader.add(batch);
        this.read = true;
        // The next batch starts with the next row's own brace.
        this.waiting = this.waiting.slice(cut + 2);
        this.nextTry = this.batchChars;
        return;
      }
    }
    // No cut that parses: not before another batch's worth of text (each try reads all that waits),
    // and never once too much waits: a list whose rows are written otherwise has no such places.
    if (this.waiting.length > MOST_BATCHES_WAITING * this.batchChars) return this.giveUp();
    this.nextTry = this.waiting.length + this.batchChars;
  }

  /**
   * The list once all of the answer is in, its rows as the reader made them of exactly the rows
   * JSON.parse of the whole text would give; null when it was not read in batches (too short, another
   * shape, or a part that did not fit), and the whole text is to be parsed as usual.
   */
  finish(): StreamedList<T> | null {
    const { shape, waiting, read } = this;
    this.giveUp();
    if (!shape || !read) return null;
    const last = this.parse(`${shape.opening}${waiting}`);
    const lastRows = shape.kind === 'list' ? last : (last as { data?: unknown } | undefined)?.data;
    if (!Array.isArray(lastRows)) return null;
    // A second "data" after the list (its name written in any escapes) would win in JSON.parse: with
    // the list under another name, the rest of the envelope has no "data" of its own.
    const rest =
      shape.kind === 'envelope' ? (this.parse(`{"":[${waiting}`) as object | undefined) : undefined;
    if (rest && Object.hasOwn(rest, 'data')) return null;
    this.reader.add(lastRows);
    let envelope: Record<string, unknown> | null = null;
    if (shape.kind === 'envelope') {
      envelope = { ...(last as Record<string, unknown>) };
      delete envelope.data;
    }
    return { rows: this.reader.done(), envelope };
  }

  private findShape(): boolean {
    for (const shape of SHAPES) {
      if (this.waiting.startsWith(shape.opening)) {
        this.shape = shape;
        this.waiting = this.waiting.slice(shape.opening.length);
        return true;
      }
    }
    // Still too short to tell, or another shape (spaces, a BOM, an object of another kind).
    const longest = Math.max(...SHAPES.map((shape) => shape.opening.length));
    const couldBe = SHAPES.some((shape) => shape.opening.startsWith(this.waiting));
    if (this.waiting.length >= longest || !couldBe) this.giveUp();
    return false;
  }

  private parse(text: string): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }

  private giveUp(): void {
    this.shape = null;
    this.waiting = '';
    this.read = false;
  }
}
