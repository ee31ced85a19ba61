// Keeps the window on a display while the app runs: when a monitor is unplugged, or the layout or the
// scale changes, a window that no display shows enough of is moved onto the nearest display.
import type { BrowserWindow, Display, Rectangle } from 'electron';
import { fitInto, isVisibleOn } from './window-state';

type DisplayArea = Pick<Display, 'id' | 'workArea'>;
interface Displays {
  getAllDisplays(): DisplayArea[];
  getPrimaryDisplay(): DisplayArea;
}
type DisplayChange = 'display-removed' | 'display-metrics-changed';
interface WatchedScreen extends Displays {
  on(event: DisplayChange, listener: () => void): unknown;
  removeListener(event: DisplayChange, listener: () => void): unknown;
}
type MovableWindow = Pick<
  BrowserWindow,
  | 'getBounds'
  | 'getNormalBounds'
  | 'setBounds'
  | 'isDestroyed'
  | 'isMaximized'
  | 'isFullScreen'
  | 'isMinimized'
  | 'maximize'
  | 'unmaximize'
> & {
  once(event: 'closed', listener: () => void): unknown;
  on(event: 'restore', listener: () => void): unknown;
};

/**
 * Every display's work area, the primary display's first (where a window with nowhere to go opens).
 * An empty one (a display being reconfigured or switched off) is no place for a window.
 */
export function workAreasOf(screen: Displays): Rectangle[] {
  const primary = screen.getPrimaryDisplay();
  const others = screen.getAllDisplays().filter((display) => display.id !== primary.id);
  return [primary, ...others]
    .map((display) => display.workArea)
    .filter((area) => area.width > 0 && area.height > 0);
}

/** How far a point is from the area (0 inside it). */
function distance(x: number, y: number, area: Rectangle): number {
  const dx = Math.max(area.x - x, 0, x - (area.x + area.width));
  const dy = Math.max(area.y - y, 0, y - (area.y + area.height));
  return Math.hypot(dx, dy);
}

/** The area closest to the window's centre; of equally close ones the first (the primary display). */
export function nearestArea(bounds: Rectangle, areas: readonly Rectangle[]): Rectangle | undefined {
  const x = bounds.x + bounds.width / 2;
  const y = bounds.y + bounds.height / 2;
  let nearest: Rectangle | undefined;
  for (const area of areas) {
    if (!nearest || distance(x, y, area) < distance(x, y, nearest)) nearest = area;
  }
  return nearest;
}

/** Moves the window onto the nearest display when none shows enough of it. True when it moved. */
export function moveOntoDisplay(window: MovableWindow, areas: readonly Rectangle[]): boolean {
  // A full-screen window belongs to the OS, which gives it a display of its own; a minimized one is
  // checked when it is restored, as its bounds are only its restored ones meanwhile.
  if (window.isDestroyed() || window.isFullScreen() || window.isMinimized()) return false;
  const bounds = window.getBounds();
  const target = nearestArea(bounds, areas);
  if (!target || areas.some((area) => isVisibleOn(bounds, area))) return false;
  const maximized = window.isMaximized();
  // A maximized window is moved at its normal size, then maximized again on its new display.
  if (maximized) window.unmaximize();
  window.setBounds(fitInto(maximized ? window.getNormalBounds() : bounds, target));
  if (maximized) window.maximize();
  return true;
}

/** Watches the displays for as long as the window lives. Returns a function that stops watching. */
export function keepWindowVisible(window: MovableWindow, screen: WatchedScreen): () => void {
  const check = () => {
    moveOntoDisplay(window, workAreasOf(screen));
  };
  screen.on('display-removed', check);
  screen.on('display-metrics-changed', check);
  window.on('restore', check);
  const stop = () => {
    screen.removeListener('display-removed', check);
    screen.removeListener('display-metrics-changed', check);
  };
  window.once('closed', stop);
  return stop;
}
