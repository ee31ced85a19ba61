// Small text rules of the agency previews: truncated names, case-study years, localized titles, and
// where the page loads the agency's logo from.
import type { LocalizedText } from '../api/schemas';

/** Section 9: link and document names are cut to 15 characters (profile) or 20 (services). */
export const PROFILE_NAME_LIMIT = 15;
export const SERVICES_NAME_LIMIT = 20;

// Embeddings, overrides and isolates in a name could make "invoice\u202Efdp.exe" read as a PDF.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A name as shown: without the invisible characters that reorder what follows them. */
export const withoutBidiControls = (name: string) => name.replace(BIDI_CONTROLS, '');

/** Cuts by characters (not UTF-16 units), adding an ellipsis only when something was cut. */
export function truncateName(name: string, limit: number): string {
  const characters = Array.from(name);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}…` : name;
}

interface YearsSource {
  startYear?: number | string | null;
  endYear?: number | string | null;
  ongoingProject?: boolean | null;
}

const yearText = (year: number | string | null | undefined) =>
  year === null || year === undefined || String(year).trim() === '' ? null : String(year).trim();

/** `2021 – 2023`, `2022 – Present` when ongoing, a single year when both are the same. */
export function caseStudyYears(study: YearsSource, presentLabel: string): string {
  const start = yearText(study.startYear);
  const end = study.ongoingProject ? presentLabel : yearText(study.endYear);
  if (start && end) return start === end ? start : `${start} – ${end}`;
  return start ?? end ?? '';
}

/** A text sent plain or as {en, ar}: the UI language first, then the other one. */
export function localizedText(text: LocalizedText | null | undefined, language: 'en' | 'ar'): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const other = language === 'en' ? 'ar' : 'en';
  return text[language] || text[other] || '';
}

/**
 * An image URL from the backend as the page can load it: absolute ones (https:, a data: image) as
 * sent; a path on the API ("/logos/x.svg", as the demo API sends) under `apiBase`, or null where the
 * page has no way to the API.
 */
export function imageSource(url: string | null | undefined, apiBase: string | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return null;
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return trimmed;
  return apiBase === undefined ? null : `${apiBase.replace(/\/+$/, '')}${trimmed}`;
}
