// The Windows taskbar overlay icon, drawn here: main has no canvas, and an icon per number would be
// a hundred files. A filled circle with the number in white in a small pixel font (a dot above 99),
// as raw BGRA pixels with premultiplied alpha, the layout nativeImage.createFromBitmap reads.
import type { OverlayMark } from './queue-count-rules';

export interface OverlayBitmap {
  /** In pixels: 16 at scale 1, the size Windows draws an overlay at 100 %. */
  size: number;
  scaleFactor: number;
  /** size × size pixels, row by row, 4 bytes each: blue, green, red, alpha (premultiplied). */
  pixels: Buffer;
}

/** The scales Windows asks for most: 100 %, 150 % and 200 % (16, 24 and 32 pixels). */
export const OVERLAY_SCALE_FACTORS = [1, 1.5, 2] as const;
const BASE_SIZE = 16;

/** The circle: Mantine's darkest red (#c92a2a); white on it has a contrast of 5.5:1. */
const FILL = { red: 0xc9, green: 0x2a, blue: 0x2a };

/** Digits 3 pixels wide and 5 high, one string per row ('#' is a lit pixel). */
export const DIGIT_GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '0': ['###', '#.#', '#.#', '#.#', '###'],
  '1': ['.#.', '##.', '.#.', '.#.', '###'],
  '2': ['###', '..#', '###', '#..', '###'],
  '3': ['###', '..#', '###', '..#', '###'],
  '4': ['#.#', '#.#', '###', '..#', '..#'],
  '5': ['###', '#..', '###', '..#', '###'],
  '6': ['###', '#..', '###', '#.#', '###'],
  '7': ['###', '..#', '..#', '..#', '..#'],
  '8': ['###', '#.#', '###', '#.#', '###'],
  '9': ['###', '#.#', '###', '..#', '###'],
};
export const GLYPH_WIDTH = 3;
export const GLYPH_HEIGHT = 5;
/** Columns between two digits, before scaling. */
const GLYPH_GAP = 1;
/** Samples per pixel side for the circle's smooth edge. */
const SAMPLES = 4;

/** The text's width and height in font pixels, before scaling. */
const textExtent = (digits: number) => ({
  width: digits * GLYPH_WIDTH + (digits - 1) * GLYPH_GAP,
  height: GLYPH_HEIGHT,
});

/**
 * The largest whole scale at which the number fits: no taller than two thirds of the circle, and
 * every corner of it at least a pixel inside the circle's edge.
 */
export function digitScale(size: number, digits: number): number {
  const { width, height } = textExtent(digits);
  const inner = size / 2 - 1;
  let scale = 1;
  for (let next = 2; ; next++) {
    const fits =
      height * next <= (size * 2) / 3 && Math.hypot((width * next) / 2, (height * next) / 2) <= inner;
    if (!fits) return scale;
    scale = next;
  }
}

/** The overlay's pixels at one scale factor; nothing is drawn for 'none' (there is no overlay then). */
export function drawOverlay(
  mark: Exclude<OverlayMark, { kind: 'none' }>,
  scaleFactor: number,
): OverlayBitmap {
  const size = Math.round(BASE_SIZE * scaleFactor);
  const pixels = Buffer.alloc(size * size * 4);
  const radius = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const alpha = Math.round(255 * circleCoverage(x, y, radius));
      const at = (y * size + x) * 4;
      pixels[at] = premultiply(FILL.blue, alpha);
      pixels[at + 1] = premultiply(FILL.green, alpha);
      pixels[at + 2] = premultiply(FILL.red, alpha);
      pixels[at + 3] = alpha;
    }
  }
  if (mark.kind === 'number') drawNumber(pixels, size, String(mark.count));
  return { size, scaleFactor, pixels };
}

/** How much of pixel (x, y) lies inside the circle centred in the square, from SAMPLES² samples. */
function circleCoverage(x: number, y: number, radius: number): number {
  let inside = 0;
  for (let sy = 0; sy < SAMPLES; sy++) {
    for (let sx = 0; sx < SAMPLES; sx++) {
      const dx = x + (sx + 0.5) / SAMPLES - radius;
      const dy = y + (sy + 0.5) / SAMPLES - radius;
      if (dx * dx + dy * dy <= radius * radius) inside++;
    }
  }
  return inside / (SAMPLES * SAMPLES);
}

const premultiply = (channel: number, alpha: number) => Math.round((channel * alpha) / 255);

function drawNumber(pixels: Buffer, size: number, text: string): void {
  const scale = digitScale(size, text.length);
  const extent = textExtent(text.length);
  const left = Math.floor((size - extent.width * scale) / 2);
  const top = Math.floor((size - extent.height * scale) / 2);
  [...text].forEach((digit, index) => {
    const glyph = DIGIT_GLYPHS[digit];
    const glyphLeft = left + index * (GLYPH_WIDTH + GLYPH_GAP) * scale;
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let py = 0; py < scale; py++) {
          for (let px = 0; px < scale; px++) {
            const at = ((top + gy * scale + py) * size + glyphLeft + gx * scale + px) * 4;
            pixels.fill(255, at, at + 4);
          }
        }
      });
    });
  });
}
