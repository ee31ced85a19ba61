// A mutation's answer acts only on the screen that sent it: a late answer never moves a reviewer who
// has gone elsewhere meanwhile (another screen, or this one opened again), it only tells them.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Call when sending; the function it returns says, when the answer comes, whether the reviewer is still there. */
export type ScreenVisit = () => () => boolean;

export function useScreenVisit(): ScreenVisit {
  // Every navigation, even to the same path, makes a new location key.
  const { key } = useLocation();
  const current = useRef<string | null>(key);
  useEffect(() => {
    current.current = key;
    return () => {
      current.current = null;
    };
  }, [key]);
  return useCallback(() => {
    const sentFrom = current.current;
    // The address changes before the new screen renders (the router renders in a transition): an
    // answer in between must not count the old screen, still on show, as the reviewer's.
    const address = window.location.href;
    return () => sentFrom !== null && current.current === sentFrom && window.location.href === address;
  }, []);
}
