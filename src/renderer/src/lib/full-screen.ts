// Full screen for the review preview. On the desktop it is the native window full screen, owned by
// main: the renderer asks for changes and follows main's state (the OS button, Esc, anything). In a
// browser the preview becomes a fixed overlay over the whole page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from './platform/platform-context';

/** Typing in an input, textarea, select or editable element: F is a letter there, not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(type);
}

/** F (any keyboard layout: the physical key too) without modifiers. */
export function isFullScreenKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key === 'f' || event.key === 'F' || event.code === 'KeyF';
}

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

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (event.key === 'Escape') {
        if (fullScreen) exit();
        return;
      }
      if (!isFullScreenKey(event) || isTypingTarget(event.target)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [fullScreen, toggle, exit]);

  // Leaving the page leaves full screen: the window should not stay full screen on the queue.
  useEffect(
    () => () => {
      if (native && current.current) void platformWindow.setFullScreen(false);
    },
    [native, platformWindow],
  );

  return { fullScreen, toggle, exit };
}
