// A queue's list answer, read straight into the columns of the rows the tables show (section 3;
// row-columns.ts). Up to 100,000 rows come in one answer: a plain check reads the well-formed ones,
// and zod sees only the others, so every row is read as reviewListItemSchema reads it, at a fraction
// of the cost.
import { z } from 'zod';
import { RowColumnsBuilder, type RowColumns } from '../domain/row-columns';
import { reviewListItemSchema, type ReviewListItem } from './schemas';
import type { ListReader } from './streamed-json';

/** A list row that did not match: where it was in the answer and, if it had one, its review `_id`. */
export interface SkippedRow {
  index: number;
  id?: string;
}
/** A queue as read: the rows that match, and the ones left out. */
export interface ReviewList {
  items: RowColumns;
  skipped: SkippedRow[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalText = (value: unknown) => value == null || typeof value === 'string';

function isTextList(value: unknown): boolean {
  if (value == null) return true;
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'string') return false;
  return true;
}

/** Exactly what reviewListItemSchema accepts (a property test holds the two together). */
export function isReviewListItem(row: unknown): row is ReviewListItem {
  if (!isObject(row) || typeof row._id !== 'string' || typeof row.status !== 'string') return false;
  if (!isOptionalText(row.submittedAt)) return false;
  const agency = row.agencyId;
  if (!isObject(agency) || typeof agency._id !== 'string' || !isOptionalText(agency.workEmail)) return false;
  const profile = agency.profile;
  if (profile == null) return true;
  return (
    isObject(profile) &&
    isOptionalText(profile.name) &&
    isOptionalText(profile.logo) &&
    isTextList(profile.locations)
  );
}

const idOf = (row: unknown): string | undefined => {
  const id = typeof row === 'object' && row !== null ? (row as { _id?: unknown })._id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

/**
 * Reads a list's rows a batch at a time, as they arrive (streamed-json.ts), one by one, so one
 * malformed row is left out instead of failing the whole list.
 */
export class ReviewListReader implements ListReader<ReviewList> {
  private readonly items: RowColumnsBuilder;
  private readonly skipped: SkippedRow[] = [];
  /** The next row's place in the whole list. */
  private index = 0;

  /** `expected`: how many rows will come, when known. */
  constructor(expected?: number) {
    this.items = new RowColumnsBuilder(expected);
  }

  add(rows: readonly unknown[]): void {
    for (const row of rows) {
      // The answer's own objects are only read, never kept: a row holds none of them.
      const item = isReviewListItem(row) ? row : reviewListItemSchema.safeParse(row).data;
      if (item) {
        this.items.add(item);
      } else {
        const id = idOf(row);
        this.skipped.push(id === undefined ? { index: this.index } : { index: this.index, id });
      }
      this.index++;
    }
  }

  done(): ReviewList {
    return { items: this.items.done(), skipped: this.skipped };
  }
}

/** A whole list, read as ReviewListReader reads it. */
export function readReviewList(rows: readonly unknown[]): ReviewList {
  const reader = new ReviewListReader(rows.length);
  reader.add(rows);
  return reader.done();
}

/** Only the list itself is checked by zod (one array check, not one per row). */
export const reviewListSchema = z
  .custom<unknown[]>((value) => Array.isArray(value), { message: 'Invalid input: expected array' })
  .transform(readReviewList);
