// What crosses IPC about updates: the renderer's unsaved work, reported when the reviewer asks to
// restart, and main's answer.

/** What the renderer has not yet saved anywhere safe, at the moment it asks. */
export interface UnsavedWork {
  /** A form has changes not yet submitted (its draft keeps them across a restart). */
  dirty: boolean;
  /** A draft is still waiting to be written, or being written: a restart now would lose it. */
  draftsPending: boolean;
}

/**
 * 'restarting': the update installs and the app comes back; 'no-update': nothing is ready;
 * 'drafts-pending': refused, a draft is still being written; 'stayed': the reviewer chose Stay.
 */
export type InstallUpdateAnswer = 'restarting' | 'no-update' | 'drafts-pending' | 'stayed';
