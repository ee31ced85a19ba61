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

export class StreamedJson {
  private shape: Shape | null | undefined;
  private waiting = '';
  private readonly batches: unknown[][] = [];
  /** What is between two rows of this list (see FIRST_KEY). */
  private between: string | undefined;
  /** How much text waits before the next try. */
  private nextTry: number;

  /** `batchChars`: how much text waits before a batch is parsed (smaller in tests). */
  constructor(private readonly batchChars = BATCH_CHARS) {
    this.nextTry = batchChars;
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
        this.batches.push(batch);
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
   * The answer's value once all of it is in, as JSON.parse of the whole text would give it; null
   * when it was not read in batches (too short, another shape, or a part that did not fit), and the
   * whole text is to be parsed as usual.
   */
  finish(): { value: unknown } | null {
    const { shape, waiting } = this;
    const batches = [...this.batches];
    this.giveUp();
    if (!shape || batches.length === 0) return null;
    const last = this.parse(`${shape.opening}${waiting}`);
    const lastRows = shape.kind === 'list' ? last : (last as { data?: unknown } | undefined)?.data;
    if (!Array.isArray(lastRows)) return null;
    // A second "data" after the list (its name written in any escapes) would win in JSON.parse: with
    // the list under another name, the rest of the envelope has no "data" of its own.
    const rest =
      shape.kind === 'envelope' ? (this.parse(`{"":[${waiting}`) as object | undefined) : undefined;
    if (rest && Object.hasOwn(rest, 'data')) return null;
    const rows = batches.flat();
    for (const row of lastRows) rows.push(row);
    return { value: shape.kind === 'list' ? rows : { ...(last as object), data: rows } };
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
    this.batches.length = 0;
  }
}
