// Dates as the UI language writes them (Arabic digits and month names in Arabic).
import type { UiLanguage } from '@shared/ipc/contract';

export function formatReviewDate(iso: string | null | undefined, language: UiLanguage): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
