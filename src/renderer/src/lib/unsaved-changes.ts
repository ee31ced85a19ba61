// "Unsaved Changes": asked before leaving a dirty form, by the platform (a native dialog on the
// desktop, the in-page modal in a browser), and before closing or reloading the page.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate, type Location } from 'react-router-dom';
import { paths } from './paths';
import { usePlatform } from './platform/platform-context';

/**
 * While dirty, closing or reloading asks first: the browser shows its unload warning, and on the
 * desktop main turns the prevented unload into the native dialog (will-prevent-unload). It also
 * counts as unsaved work for "Restart now" of an update.
 */
export function useUnloadGuard(dirty: boolean): void {
  const { unsavedWork } = usePlatform();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium builds read returnValue instead of preventDefault().
      event.returnValue = '';
    };
    const form = {};
    unsavedWork.mark('dirty', form, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unsavedWork.mark('dirty', form, false);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, unsavedWork]);
}

const sameRoute = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search;

const movesAway = (from: Location, to: Location) =>
  // Signing in again (a 401, logout) keeps the work as a draft: never asked, never cleared.
  to.pathname !== paths.login.path && (from.pathname !== to.pathname || from.search !== to.search);

/** What the step needs to know of its leave question: whether it is being asked right now. */
export interface LeaveGuard {
  asking(): boolean;
}

/**
 * Any in-app navigation away (links, the sidebar, browser Back and Forward, `navigate`) first asks
 * when `hasChanges()` says so at that moment. Leave runs `onLeave`, then goes; Stay stays.
 */
export function useLeaveGuard(hasChanges: () => boolean, onLeave: () => Promise<void>): LeaveGuard {
  const { dialogs } = usePlatform();
  const navigate = useNavigate();
  // The newest navigation blocked and not yet answered (null once answered): one that comes while the
  // question is open (a second link, a notification) is where Leave goes, as the reviewer last asked.
  // Kept as the router calls the blocker, so a late render of an answered one (the router's updates
  // are transitions) is not a new question.
  const newest = useRef<Location | null>(null);
  // Set for the one navigation Leave makes itself, which must not be asked about again.
  const passing = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) => {
        if (passing.current) {
          passing.current = false;
          return false;
        }
        const blocked = movesAway(currentLocation, nextLocation) && hasChanges();
        if (blocked) newest.current = nextLocation;
        return blocked;
      },
      [hasChanges],
    ),
  );
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  }, [onLeave]);
  // One question per blocked navigation, however often this renders while it is open.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current || !newest.current) return;
    // Until the answer is carried out: a navigation meanwhile (while the drafts are dropped too) only
    // becomes the newest destination, never a second question.
    asking.current = true;
    void (async () => {
      try {
        // A question that cannot be asked is answered Stay: nothing is lost.
        const confirmed = await dialogs.confirmUnsavedChanges().catch((error: unknown) => {
          console.error('Could not ask about unsaved changes', error);
          return false;
        });
        if (!confirmed) return blocker.reset();
        await leave.current().catch((error: unknown) => console.error('Could not drop the changes', error));
        const asked = blocker.location;
        const target = newest.current;
        // Back and Forward go as they were asked (proceed keeps the history as it was).
        if (!target || !asked || sameRoute(target, asked)) return blocker.proceed();
        // A newer destination is a new entry in the history, as the link or notification it came from.
        blocker.reset();
        passing.current = true;
        void navigate({ pathname: target.pathname, search: target.search, hash: target.hash });
        // The router asks the blocker as the navigation starts; never left set for a later one.
        passing.current = false;
      } finally {
        newest.current = null;
        asking.current = false;
      }
    })();
  }, [blocker, dialogs, navigate]);
  return { asking: () => asking.current };
}
