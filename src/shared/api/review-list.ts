// A queue's list answer, read straight into the columns of the rows the tables show (section 3;
// row-columns.ts). Up to 100,000 rows come in one answer: a plain check reads the well-formed ones,
// and zod sees only the others, so every row is read as reviewListItemSchema reads it, at a fraction
// of the cost.
import { z } from 'zod';
import { RowColumnsBuilder, type RowColumns } from '../domain/row-columns';
import { reviewListItemSchema, type ReviewListItem } from './schemas';

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

/** Rows are read one by one, so one malformed row is left out instead of failing the whole list. */
export function readReviewList(rows: readonly unknown[]): ReviewList {
  const items = new RowColumnsBuilder(rows.length);
  const skipped: SkippedRow[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    // The answer's own objects are only read, never kept: a row holds none of them.
    const item = isReviewListItem(row) ? row : reviewListItemSchema.safeParse(row).data;
    if (item) {
      items.add(item);
    } else {
      const id = idOf(row);
      skipped.push(id === undefined ? { index } : { index, id });
    }
  }
  return { items: items.done(), skipped };
}

/** Only the list itself is checked by zod (one array check, not one per row). */
export const reviewListSchema = z
  .custom<unknown[]>((value) => Array.isArray(value), { message: 'Invalid input: expected array' })
  .transform(readReviewList);
