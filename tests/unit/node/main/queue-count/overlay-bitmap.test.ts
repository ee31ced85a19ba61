import { describe, expect, it } from 'vitest';
import {
  DIGIT_GLYPHS,
  digitScale,
  drawOverlay,
  GLYPH_HEIGHT,
  GLYPH_WIDTH,
  OVERLAY_SCALE_FACTORS,
  type OverlayBitmap,
} from '@main/queue-count/overlay-bitmap';

const pixel = ({ pixels, size }: OverlayBitmap, x: number, y: number) => {
  const at = (y * size + x) * 4;
  return { blue: pixels[at], green: pixels[at + 1], red: pixels[at + 2], alpha: pixels[at + 3] };
};
const isWhite = (bitmap: OverlayBitmap, x: number, y: number) =>
  Object.values(pixel(bitmap, x, y)).every((channel) => channel === 255);

function whitePixels(bitmap: OverlayBitmap): { x: number; y: number }[] {
  const found: { x: number; y: number }[] = [];
  for (let y = 0; y < bitmap.size; y++)
    for (let x = 0; x < bitmap.size; x++) if (isWhite(bitmap, x, y)) found.push({ x, y });
  return found;
}

/** Reads the white digits back with the same font: what the reviewer would read on the taskbar. */
function readNumber(bitmap: OverlayBitmap): string {
  const white = whitePixels(bitmap);
  const top = Math.min(...white.map((p) => p.y));
  const bottom = Math.max(...white.map((p) => p.y));
  const left = Math.min(...white.map((p) => p.x));
  const scale = (bottom - top + 1) / GLYPH_HEIGHT;
  expect(Number.isInteger(scale)).toBe(true);
  let text = '';
  for (let cell = left; cell < bitmap.size; cell += (GLYPH_WIDTH + 1) * scale) {
    const rows = Array.from({ length: GLYPH_HEIGHT }, (_, gy) =>
      Array.from({ length: GLYPH_WIDTH }, (_, gx) =>
        isWhite(bitmap, cell + gx * scale, top + gy * scale) ? '#' : '.',
      ).join(''),
    );
    if (rows.every((row) => row === '...')) break;
    const digit = Object.entries(DIGIT_GLYPHS).find(([, glyph]) => glyph.join() === rows.join());
    expect(digit, rows.join('\n')).toBeDefined();
    text += digit![0];
  }
  return text;
}

describe('the Windows overlay icon', () => {
  it('is drawn at 16, 24 and 32 pixels, for 100 %, 150 % and 200 %', () => {
    expect(OVERLAY_SCALE_FACTORS.map((scale) => drawOverlay({ kind: 'dot' }, scale).size)).toEqual([
      16, 24, 32,
    ]);
    for (const scale of OVERLAY_SCALE_FACTORS) {
      const bitmap = drawOverlay({ kind: 'number', count: 7 }, scale);
      expect(bitmap.pixels).toHaveLength(bitmap.size * bitmap.size * 4);
      expect(bitmap.scaleFactor).toBe(scale);
    }
  });

  it.each(OVERLAY_SCALE_FACTORS)('reads back as every count from 1 to 99 at scale %s', (scale) => {
    for (let count = 1; count <= 99; count++) {
      expect(readNumber(drawOverlay({ kind: 'number', count }, scale))).toBe(String(count));
    }
  });

  it.each(OVERLAY_SCALE_FACTORS)('keeps every digit pixel inside the circle at scale %s', (scale) => {
    for (let count = 1; count <= 99; count++) {
      const bitmap = drawOverlay({ kind: 'number', count }, scale);
      const radius = bitmap.size / 2;
      for (const { x, y } of whitePixels(bitmap)) {
        // The pixel's farthest corner from the centre, a pixel inside the edge.
        const dx = Math.max(Math.abs(x - radius), Math.abs(x + 1 - radius));
        const dy = Math.max(Math.abs(y - radius), Math.abs(y + 1 - radius));
        expect(Math.hypot(dx, dy), `${count} at ${x},${y}`).toBeLessThanOrEqual(radius);
      }
    }
  });

  it('is a filled circle: opaque red in the middle, transparent in the corners, smooth at the edge', () => {
    const bitmap = drawOverlay({ kind: 'dot' }, 1);
    expect(pixel(bitmap, 8, 8)).toEqual({ red: 0xc9, green: 0x2a, blue: 0x2a, alpha: 255 });
    for (const [x, y] of [
      [0, 0],
      [15, 0],
      [0, 15],
      [15, 15],
    ])
      expect(pixel(bitmap, x, y).alpha).toBe(0);
    const edge = [...Array(16).keys()].map((x) => pixel(bitmap, x, 1).alpha);
    expect(edge.some((alpha) => alpha > 0 && alpha < 255)).toBe(true);
  });

  it('is a dot above 99: the circle alone, no digits', () => {
    for (const scale of OVERLAY_SCALE_FACTORS) {
      const bitmap = drawOverlay({ kind: 'dot' }, scale);
      expect(whitePixels(bitmap)).toEqual([]);
      expect(pixel(bitmap, bitmap.size / 2, bitmap.size / 2).alpha).toBe(255);
    }
  });

  it('has premultiplied alpha, as Windows composes it: no channel brighter than its alpha', () => {
    for (const mark of [{ kind: 'dot' as const }, { kind: 'number' as const, count: 88 }]) {
      const bitmap = drawOverlay(mark, 1.5);
      for (let y = 0; y < bitmap.size; y++)
        for (let x = 0; x < bitmap.size; x++) {
          const { red, green, blue, alpha } = pixel(bitmap, x, y);
          expect(Math.max(red, green, blue)).toBeLessThanOrEqual(alpha);
        }
    }
  });

  it('draws one digit larger than two, and larger at higher scales', () => {
    expect(digitScale(16, 1)).toBe(2);
    expect(digitScale(16, 2)).toBe(1);
    expect(digitScale(32, 1)).toBe(4);
    expect(digitScale(32, 2)).toBe(3);
  });
});
