// The one way main brings its window to the reviewer: a second launch, a link, a notification clicked.
import type { BrowserWindow } from 'electron';

export type ForwardWindow = Pick<BrowserWindow, 'isMinimized' | 'restore' | 'show' | 'focus'>;

/** Restored if minimized, shown if hidden, then focused. */
export function bringForward(window: ForwardWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
