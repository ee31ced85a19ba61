// A queue's rows as columns: one value a row in each, the rows themselves made only for the page shown.
// Up to 100,000 rows come in one answer: an object a row, a boxed number for its time and a string for
// each of its two ids took 13 of the page's 35 MB of heap. Plain data: an answer read in main on the
// desktop crosses IPC as it is.
import type { ReviewListItem } from '../api/schemas';
import { parseIsoTime } from './iso-date';
import type { ReviewRow } from './review-rows';

/**
 * A row's id of one kind (the agency's or the review's). While every one is 24 lower-case hex digits
 * (a database's object ids), they are packed 12 bytes each; else each is kept as its text.
 */
export type IdColumn = { readonly packed: Uint8Array } | { readonly texts: readonly string[] };

/** Values that many rows share, each kept once: each row's value is an index into `values`. */
export interface SharedColumn {
  readonly values: readonly string[];
  readonly of: Uint16Array | Int32Array;
}

/** The rows of one queue answer, in the answer's order. */
export interface RowColumns {
  readonly length: number;
  /** The agency's id (ReviewRow.id). */
  readonly ids: IdColumn;
  /** The review's _id (ReviewRow.reviewerId). */
  readonly reviewIds: IdColumn;
  readonly names: readonly string[];
  readonly emails: readonly string[];
  readonly icons: readonly string[];
  /** The statuses, in the order the answer first has them. */
  readonly statuses: SharedColumn;
  readonly places: SharedColumn;
  /** The Request Date (ReviewRow.requestDate; '' when unknown or invalid). */
  readonly days: SharedColumn;
  /** submittedAt in ms since the epoch (NaN when unknown or invalid). */
  readonly times: Float64Array;
  /** 1 where the server sent a submittedAt that is not a real date. */
  readonly invalidDates: Uint8Array;
}

const ID_BYTES = 12;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Each ASCII character's value as a lower-case hex digit, or -1. */
const HEX_VALUE = Int8Array.from({ length: 128 }, (_, code) =>
  code >= 48 && code <= 57 ? code - 48 : code >= 97 && code <= 102 ? code - 87 : -1,
);

/**
 * Packs a 24-digit lower-case hex id into `bytes` at `at`; answers false if it is not one (the bytes
 * written so far are then not an id's, and are never read).
 */
function packId(id: string, bytes: Uint8Array, at: number): boolean {
  if (id.length !== ID_BYTES * 2) return false;
  for (let byte = 0; byte < ID_BYTES; byte++) {
    const high = id.charCodeAt(2 * byte);
    const low = id.charCodeAt(2 * byte + 1);
    if ((high | low) >= 128) return false;
    const value = (HEX_VALUE[high] << 4) | HEX_VALUE[low];
    if (value < 0) return false;
    bytes[at + byte] = value;
  }
  return true;
}

function unpackId(bytes: Uint8Array, index: number): string {
  let id = '';
  for (let at = index * ID_BYTES, end = at + ID_BYTES; at < end; at++) id += HEX[bytes[at]];
  return id;
}

export function idAt(column: IdColumn, index: number): string {
  return 'packed' in column ? unpackId(column.packed, index) : column.texts[index];
}

type Grown = Uint8Array | Uint16Array | Int32Array | Float64Array;
/** `array`, or, when it is shorter than `length`, a copy of it with room for twice as many. */
function withRoom<A extends Grown>(array: A, length: number): A {
  if (length <= array.length) return array;
  const grown = new (array.constructor as new (length: number) => A)(Math.max(length, 2 * array.length, 64));
  grown.set(array);
  return grown;
}

/** `array` with exactly `length` values: itself when it has no more room, else a copy. */
const atSize = <A extends Grown>(array: A, length: number): A =>
  array.length === length ? array : (array.slice(0, length) as A);

/** One id a row, packed while every one so far can be. */
class IdColumnBuilder {
  private packed: Uint8Array | null;
  private texts: string[] | null = null;
  constructor(capacity: number) {
    this.packed = new Uint8Array(capacity * ID_BYTES);
  }
  add(index: number, id: string) {
    if (this.packed) this.packed = withRoom(this.packed, (index + 1) * ID_BYTES);
    if (this.packed && !packId(id, this.packed, index * ID_BYTES)) {
      const packed = this.packed;
      this.texts = Array.from({ length: index }, (_, earlier) => unpackId(packed, earlier));
      this.packed = null;
    }
    if (this.texts) this.texts.push(id);
  }
  done(length: number): IdColumn {
    return this.packed ? { packed: atSize(this.packed, length * ID_BYTES) } : { texts: this.texts! };
  }
}

/** One index a row into the distinct values met so far (16 bits each while they are few enough). */
class SharedColumnBuilder {
  private readonly values: string[] = [];
  private readonly seen = new Map<string, number>();
  private of: Uint16Array | Int32Array;
  constructor(capacity: number) {
    this.of = new Uint16Array(capacity);
  }
  add(index: number, value: string) {
    this.of = withRoom(this.of, index + 1);
    let at = this.seen.get(value);
    if (at === undefined) {
      at = this.values.push(value) - 1;
      this.seen.set(value, at);
      if (at > 0xffff && this.of instanceof Uint16Array) this.of = Int32Array.from(this.of);
    }
    this.of[index] = at;
  }
  done(length: number): SharedColumn {
    return { values: this.values, of: atSize(this.of, length) };
  }
}

/**
 * Reads rows one by one into columns: add each list item the server sent (and zod accepts), or a row
 * already read (addRow), then take the columns (done). `capacity`: the rows expected, when known (the
 * columns grow past it, and are copied at their size once done).
 */
export class RowColumnsBuilder {
  private length = 0;
  /** Once the columns are taken, no row may be added (they would change under their reader). */
  private taken = false;
  private readonly ids: IdColumnBuilder;
  private readonly reviewIds: IdColumnBuilder;
  private readonly names: string[];
  private readonly emails: string[];
  private readonly icons: string[];
  private readonly statuses: SharedColumnBuilder;
  private readonly places: SharedColumnBuilder;
  private readonly days: SharedColumnBuilder;
  private times: Float64Array;
  private invalidDates: Uint8Array;

  constructor(capacity = 0) {
    this.ids = new IdColumnBuilder(capacity);
    this.reviewIds = new IdColumnBuilder(capacity);
    // Grown as rows come, so they stay packed (a structured clone writes a holey array value by
    // value, with its index), and copied at their size once done.
    this.names = [];
    this.emails = [];
    this.icons = [];
    this.statuses = new SharedColumnBuilder(capacity);
    this.places = new SharedColumnBuilder(capacity);
    this.days = new SharedColumnBuilder(capacity);
    this.times = new Float64Array(capacity);
    this.invalidDates = new Uint8Array(capacity);
  }

  /**
   * A list item as the server sent it (and zod accepts it). A submittedAt that is not a real date is
   * marked invalid, never rolled over into another day.
   */
  add(item: ReviewListItem) {
    const { agencyId, submittedAt } = item;
    const profile = agencyId.profile;
    // Read straight into the columns: an object a row on the way cost a sixth more time.
    const time = submittedAt == null ? Number.NaN : parseIsoTime(submittedAt);
    const dated = !Number.isNaN(time);
    this.write(
      agencyId._id,
      item._id,
      profile?.name ?? '',
      agencyId.workEmail ?? '',
      profile?.logo ?? '',
      item.status,
      profile?.locations?.[0] ?? '',
      dated ? submittedAt!.trim().slice(0, 10) : '',
      time,
      submittedAt != null && !dated,
    );
  }

  /** A row already read (samples, tests). */
  addRow(row: ReviewRow) {
    this.write(
      row.id,
      row.reviewerId,
      row.agencyName,
      row.email,
      row.icon,
      row.status,
      row.location,
      row.requestDate,
      row.submittedTime,
      row.requestDateInvalid,
    );
  }

  private write(
    id: string,
    reviewId: string,
    name: string,
    email: string,
    icon: string,
    status: string,
    place: string,
    day: string,
    time: number,
    invalidDate: boolean,
  ) {
    const index = this.length;
    if (this.taken) throw new Error('The columns were already taken');
    this.ids.add(index, id);
    this.reviewIds.add(index, reviewId);
    this.names[index] = name;
    this.emails[index] = email;
    this.icons[index] = icon;
    this.statuses.add(index, status);
    this.places.add(index, place);
    this.days.add(index, day);
    this.times = withRoom(this.times, index + 1);
    this.times[index] = time;
    this.invalidDates = withRoom(this.invalidDates, index + 1);
    this.invalidDates[index] = invalidDate ? 1 : 0;
    this.length = index + 1;
  }

  done(): RowColumns {
    const { length } = this;
    this.taken = true;
    return {
      length,
      ids: this.ids.done(length),
      reviewIds: this.reviewIds.done(length),
      // A grown array has room for more; its copy has none.
      names: this.names.slice(),
      emails: this.emails.slice(),
      icons: this.icons.slice(),
      statuses: this.statuses.done(length),
      places: this.places.done(length),
      days: this.days.done(length),
      times: atSize(this.times, length),
      invalidDates: atSize(this.invalidDates, length),
    };
  }
}

/** The row of one list item, as the tables show it (toReviewRow). */
export function readListItem(item: ReviewListItem): ReviewRow {
  const one = new RowColumnsBuilder(1);
  one.add(item);
  return rowAt(one.done(), 0);
}

/** The columns of rows already read (samples, tests). */
export function columnsOf(rows: readonly ReviewRow[]): RowColumns {
  const builder = new RowColumnsBuilder(rows.length);
  for (const row of rows) builder.addRow(row);
  return builder.done();
}

export const NO_ROWS: RowColumns = columnsOf([]);

/** Row `index`'s value in a column of shared values. */
const sharedAt = (column: SharedColumn, index: number) => column.values[column.of[index]];
export const statusAt = (rows: RowColumns, index: number) => sharedAt(rows.statuses, index);
export const placeAt = (rows: RowColumns, index: number) => sharedAt(rows.places, index);

/** Row `index` as the tables show it: a new object each time it is asked for. */
export function rowAt(rows: RowColumns, index: number): ReviewRow {
  // One literal with every field, in ReviewRow's order: each row is one small object of one shape.
  return {
    id: idAt(rows.ids, index),
    agencyName: rows.names[index],
    email: rows.emails[index],
    status: statusAt(rows, index),
    requestDate: sharedAt(rows.days, index),
    requestDateInvalid: rows.invalidDates[index] === 1,
    submittedTime: rows.times[index],
    location: placeAt(rows, index),
    icon: rows.icons[index],
    reviewerId: idAt(rows.reviewIds, index),
  };
}

/** Every row, in the answer's order. */
export const rowsOf = (rows: RowColumns): ReviewRow[] =>
  Array.from({ length: rows.length }, (_, index) => rowAt(rows, index));

type Column = ArrayLike<string | number>;
function sameValues(a: Column, b: Column): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (!Object.is(a[index], b[index])) return false;
  return true;
}
const idValues = (column: IdColumn): Column => ('packed' in column ? column.packed : column.texts);
const sameShared = (a: SharedColumn, b: SharedColumn) =>
  sameValues(a.values, b.values) && sameValues(a.of, b.of);

/**
 * Whether two answers have the same rows, value for value (a refetch that answers the same rows keeps
 * the answer read first, and what the screen made for it: its orders and search texts).
 */
export function sameRows(a: RowColumns, b: RowColumns): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      'packed' in a.ids === 'packed' in b.ids &&
      'packed' in a.reviewIds === 'packed' in b.reviewIds &&
      sameValues(idValues(a.ids), idValues(b.ids)) &&
      sameValues(idValues(a.reviewIds), idValues(b.reviewIds)) &&
      sameValues(a.names, b.names) &&
      sameValues(a.emails, b.emails) &&
      sameValues(a.icons, b.icons) &&
      sameShared(a.statuses, b.statuses) &&
      sameShared(a.places, b.places) &&
      sameShared(a.days, b.days) &&
      sameValues(a.times, b.times) &&
      sameValues(a.invalidDates, b.invalidDates))
  );
}
