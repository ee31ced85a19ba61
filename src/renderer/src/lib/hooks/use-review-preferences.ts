import { reviewPreferencesDocument } from '../preferences/review-preferences';
import { useLocalDocument } from './use-local-document';

/** The signed-in reviewer's review-flow choices (lib/preferences/review-preferences.ts). */
export function useReviewPreferences() {
  return useLocalDocument(reviewPreferencesDocument);
}
