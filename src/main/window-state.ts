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

/** The saved bounds when they are visible on one of the work areas (clamped to it), else a default size. */
export function restoreBounds(saved: WindowState | null, workAreas: readonly Rectangle[]): InitialBounds {
  const fallback = { ...DEFAULT_SIZE, isMaximized: saved?.isMaximized ?? false };
  if (!saved) return fallback;
  const display = workAreas.find((area) => {
    const shared = overlap(saved, area);
    return shared.width >= MIN_VISIBLE.width && shared.height >= MIN_VISIBLE.height;
  });
  if (!display) return fallback;
  const width = Math.max(MIN_SIZE.width, Math.min(saved.width, display.width));
  const height = Math.max(MIN_SIZE.height, Math.min(saved.height, display.height));
  const x = Math.min(Math.max(saved.x, display.x), display.x + display.width - width);
  const y = Math.min(Math.max(saved.y, display.y), display.y + display.height - height);
  return { x, y, width, height, isMaximized: saved.isMaximized };
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
