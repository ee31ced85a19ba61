// The reviewer's choices for the desktop app, kept on this machine per reviewer: the count of reviews
// waiting on the dock or taskbar (on unless turned off), and notifications of new ones (off unless on).
import { z } from 'zod';
import type { LocalDocumentSpec } from '../local-data/local-documents';

export interface DesktopPreferences {
  queueCount: boolean;
  notifyNewReviews: boolean;
}

export const DEFAULT_DESKTOP_PREFERENCES: DesktopPreferences = { queueCount: true, notifyNewReviews: false };

const stored = z.object({
  queueCount: z.boolean().catch(DEFAULT_DESKTOP_PREFERENCES.queueCount),
  notifyNewReviews: z.boolean().catch(DEFAULT_DESKTOP_PREFERENCES.notifyNewReviews),
});

export const desktopPreferencesDocument: LocalDocumentSpec<DesktopPreferences> = {
  document: 'desktop-preferences',
  parse: (value) => {
    const parsed = stored.safeParse(value);
    return parsed.success ? parsed.data : DEFAULT_DESKTOP_PREFERENCES;
  },
  empty: DEFAULT_DESKTOP_PREFERENCES,
};
