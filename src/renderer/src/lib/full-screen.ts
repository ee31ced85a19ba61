// Full screen for the review preview. On the desktop it is the native window full screen, owned by
// main: the renderer asks for changes and follows main's state (the OS button, Esc, anything). In a
// browser the preview becomes a fixed overlay over the whole page. Either way the overlay is the page
// while it shows: the rest is inert (see inertOutside).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePlatform } from './platform/platform-context';
import type { ShortcutBinding } from './shortcuts/binding';
import { useShortcuts } from './shortcuts/use-shortcuts';

// Moved to the shortcut engine; kept here for the callers that knew it from this file.
export { isTypingTarget } from './shortcuts/typing-target';

export interface FullScreenControl {
  fullScreen: boolean;
  toggle(): void;
  exit(): void;
}

export function useFullScreen(): FullScreenControl {
  const [fullScreen, setFullScreenState] = useState(false);
  // Read by toggle and on unmount; written with the state, never during render.
  const current = useRef(false);
  const follow = useCallback((value: boolean) => {
    current.current = value;
    setFullScreenState(value);
  }, []);
  const { window: platformWindow } = usePlatform();
  const native = platformWindow.native;

  useEffect(() => {
    if (!native) return;
    let live = true;
    void platformWindow.isFullScreen().then((value) => live && follow(value));
    const unsubscribe = platformWindow.onFullScreenChange(follow);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [native, platformWindow, follow]);

  const request = useCallback(
    (next: boolean) => {
      follow(next);
      if (native) void platformWindow.setFullScreen(next);
    },
    [native, platformWindow, follow],
  );

  const toggle = useCallback(() => request(!current.current), [request]);
  const exit = useCallback(() => request(false), [request]);

  // F by its physical key (ب on an Arabic keyboard), never while typing; Esc only in full screen.
  const shortcuts = useMemo(
    (): ShortcutBinding[] => [
      {
        id: 'full-screen.toggle',
        code: 'KeyF',
        letter: true,
        labelKey: 'actions.toggleFullScreen',
        run: toggle,
      },
      {
        id: 'full-screen.exit',
        code: 'Escape',
        inTyping: true,
        when: () => current.current,
        labelKey: 'actions.exitFullScreen',
        run: exit,
      },
    ],
    [toggle, exit],
  );
  useShortcuts(shortcuts);

  // Leaving the page leaves full screen: the window should not stay full screen on the queue.
  useEffect(
    () => () => {
      if (native && current.current) void platformWindow.setFullScreen(false);
    },
    [native, platformWindow],
  );

  return { fullScreen, toggle, exit };
}

/** Stay live outside a full-screen overlay: Mantine's portals (the shortcuts sheet, tooltips, toasts). */
const KEPT_LIVE = '[data-portal], [aria-live], script, style, template';

/**
 * Makes the page around `element` inert (no focus, no click, hidden from screen readers), so nothing
 * behind a full-screen overlay is reached; answers the function that gives it back.
 */
export function inertOutside(element: Element): () => void {
  const made: Element[] = [];
  for (
    let node = element;
    node.parentElement && node !== node.ownerDocument.body;
    node = node.parentElement
  ) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.matches(KEPT_LIVE)) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const sibling of made) sibling.removeAttribute('inert');
  };
}
