// The one place that decides when the signed-in screens can no longer be shown: why, where the
// reviewer goes, what the login screen says, what is forgotten and what is kept. The guard
// (require-reviewer.tsx) and any 401 (use-session-end-on-401.ts) both end a session through it.
import type { ReviewerProfile } from '@shared/api/schemas';
import { isApiError } from '@shared/api/result';
import { paths } from '@renderer/lib/paths';
import type { ReturnTargetState } from './return-target';

/** The guarded address the reviewer was on, with its query. */
export type Whereabouts = NonNullable<ReturnTargetState['from']>;

/** Why the session ended. */
export type SessionEndCause =
  /** The guard has no profile to show: never signed in, signed out elsewhere, or an empty profile. */
  | 'no-profile'
  /** A call answered 401 after the reviewer's profile had loaded: a signed-in session expired. */
  | 'expired'
  /** A call answered 401 before any profile loaded: a first visit without a session. */
  | 'unauthorized';

export interface SessionEnd {
  /** The login screen, replacing the address the reviewer was on (Back does not return to it). */
  to: string;
  /** What the login screen reads: where to return after signing in, whether to say it expired. */
  state: ReturnTargetState;
  /**
   * Whether the reviewer's cached answers are forgotten (forgetSessionData: all but what the app knows
   * about itself), once the guarded screens have unmounted. Drafts are always kept: the reviewer finds
   * the work again after signing in.
   */
  forgetsSessionData: boolean;
}

export function sessionEnd(cause: SessionEndCause, from: Whereabouts): SessionEnd {
  const to = paths.login.getHref();
  // The guard's own redirect forgets nothing: the profile it could not show is asked for again.
  if (cause === 'no-profile') return { to, state: { from }, forgetsSessionData: false };
  return { to, state: { from, sessionExpired: cause === 'expired' }, forgetsSessionData: true };
}

/** What the guard shows, from the reviewer profile's query. */
export type GuardView =
  | { show: 'loading' }
  /** Any failure but a 401 (a 500, a time-out): signing in again would not help, Retry might. */
  | { show: 'load-failed' }
  | { show: 'session-ended'; cause: SessionEndCause }
  | { show: 'signed-in'; profile: ReviewerProfile };

export interface ProfileQuery {
  isPending: boolean;
  isError: boolean;
  data: ReviewerProfile | undefined;
  error: unknown;
}

const isEmptyProfile = (profile: ReviewerProfile) =>
  !(profile.email || profile.firstName || profile.lastName);

export function guardView(profile: ProfileQuery): GuardView {
  if (profile.isPending) return { show: 'loading' };
  const unauthorized = isApiError(profile.error) && profile.error.status === 401;
  if (!profile.data && profile.isError && !unauthorized) return { show: 'load-failed' };
  // A failed background refresh keeps the reviewer where they are (a 401 ends the session through
  // its own event); only a profile that never loaded, or loaded empty, ends it here.
  if (!profile.data || isEmptyProfile(profile.data)) return { show: 'session-ended', cause: 'no-profile' };
  return { show: 'signed-in', profile: profile.data };
}
