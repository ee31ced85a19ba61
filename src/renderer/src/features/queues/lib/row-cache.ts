// The expensive steps (mapping, searchable text, sorting 10,000 rows) run once per answer, language
// and order, even when a queue screen unmounts and mounts again.
import type { ReviewListItem } from '@shared/api/schemas';
import {
  searchableText,
  sortRows,
  toReviewRow,
  type ReviewRow,
  type SearchableRow,
  type SortOrder,
} from '@shared/domain/review-rows';

const mapped = new WeakMap<readonly ReviewListItem[], ReviewRow[]>();
const searchable = new WeakMap<readonly ReviewRow[], Map<string, SearchableRow[]>>();
const sorted = new WeakMap<readonly SearchableRow[], Map<SortOrder, SearchableRow[]>>();

export function mapRows(items: readonly ReviewListItem[]): ReviewRow[] {
  let rows = mapped.get(items);
  if (!rows) mapped.set(items, (rows = items.map(toReviewRow)));
  return rows;
}

/** `language` names the labels, so a translated status matches in the language shown. */
export function searchableRows(
  rows: readonly ReviewRow[],
  language: string,
  statusLabel: (status: string) => string,
): SearchableRow[] {
  let byLanguage = searchable.get(rows);
  if (!byLanguage) searchable.set(rows, (byLanguage = new Map()));
  let entries = byLanguage.get(language);
  if (!entries) {
    // Few distinct statuses: look each label up once, not once per row.
    const labels = new Map<string, string>();
    const labelOf = (status: string) => {
      let label = labels.get(status);
      if (label === undefined) labels.set(status, (label = statusLabel(status)));
      return label;
    };
    entries = rows.map((row) => ({ row, text: searchableText(row, labelOf(row.status)) }));
    byLanguage.set(language, entries);
  }
  return entries;
}

export function sortedRows(entries: readonly SearchableRow[], order: SortOrder): SearchableRow[] {
  let byOrder = sorted.get(entries);
  if (!byOrder) sorted.set(entries, (byOrder = new Map()));
  let result = byOrder.get(order);
  if (!result) byOrder.set(order, (result = sortRows(entries, order)));
  return result;
}
