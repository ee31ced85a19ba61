// Remembers the window's size, position and maximized state in userData, and restores them only
// where a display can show them (a monitor unplugged since last time must not hide the window).
import type { BrowserWindow, Rectangle } from 'electron';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './json-file';

export const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 960, height: 640 };
const SAVE_DELAY_MS = 400;
/** How much of the window must lie on a display for its saved position to be used. */
const MIN_VISIBLE = { width: 120, height: 60 };

const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  isMaximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export interface InitialBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  isMaximized: boolean;
}

export function readWindowState(file: string): WindowState | null {
  const parsed = windowStateSchema.safeParse(readJsonFile(file));
  return parsed.success ? parsed.data : null;
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Whether enough of the window lies on the work area to grab and move it. */
export function isVisibleOn(bounds: Rectangle, area: Rectangle): boolean {
  const shared = overlap(bounds, area);
  return shared.width >= MIN_VISIBLE.width && shared.height >= MIN_VISIBLE.height;
}

const areaOf = ({ width, height }: { width: number; height: number }) =>
  Math.max(0, width) * Math.max(0, height);

/** The area sharing the most of the bounds, the first of equal ones; undefined when there is none. */
function largestShare(bounds: Rectangle, areas: readonly Rectangle[]): Rectangle | undefined {
  let best: Rectangle | undefined;
  for (const area of areas)
    if (!best || areaOf(overlap(bounds, area)) > areaOf(overlap(bounds, best))) best = area;
  return best;
}

/** The bounds moved (and shrunk, not below the minimum size) into the work area, top-left first. */
export function fitInto(bounds: Rectangle, area: Rectangle): Rectangle {
  const width = Math.max(MIN_SIZE.width, Math.min(bounds.width, area.width));
  const height = Math.max(MIN_SIZE.height, Math.min(bounds.height, area.height));
  return {
    x: Math.max(area.x, Math.min(bounds.x, area.x + area.width - width)),
    y: Math.max(area.y, Math.min(bounds.y, area.y + area.height - height)),
    width,
    height,
  };
}

/**
 * The saved bounds when they are visible on one of the work areas (clamped to it); else the default
 * size centred on the first work area, the primary display's (keep-window-visible.ts workAreasOf).
 */
export function restoreBounds(saved: WindowState | null, workAreas: readonly Rectangle[]): InitialBounds {
  const isMaximized = saved?.isMaximized ?? false;
  // Of the displays that show enough of it, the one that shows the most (a window across two monitors
  // stays on the one it was mostly on).
  const display =
    saved &&
    largestShare(
      saved,
      workAreas.filter((area) => isVisibleOn(saved, area)),
    );
  if (saved && display) return { ...fitInto(saved, display), isMaximized };
  const primary = workAreas[0];
  if (!primary) return { ...DEFAULT_SIZE, isMaximized };
  const centred = {
    x: primary.x + Math.round((primary.width - DEFAULT_SIZE.width) / 2),
    y: primary.y + Math.round((primary.height - DEFAULT_SIZE.height) / 2),
    ...DEFAULT_SIZE,
  };
  return { ...fitInto(centred, primary), isMaximized };
}

type TrackedWindow = Pick<BrowserWindow, 'on' | 'getNormalBounds' | 'isMaximized' | 'isDestroyed'>;

/** Saves the state shortly after the window moves or resizes, and at once when it closes. */
export function trackWindowState(window: TrackedWindow, file: string, delayMs = SAVE_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (window.isDestroyed()) return;
    const { x, y, width, height } = window.getNormalBounds();
    try {
      writeJsonFile(file, { x, y, width, height, isMaximized: window.isMaximized() } satisfies WindowState);
    } catch {
      // Losing the window position is not worth an error dialog.
    }
  };
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', saveSoon);
  window.on('unmaximize', saveSoon);
  window.on('close', save);
  return save;
}
