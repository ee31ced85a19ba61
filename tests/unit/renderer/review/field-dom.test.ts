// The preview scrolls on its own to show the current field's section: not at all when the section is
// in view, else so that the section starts at the top of the preview (16 px below its edge).
import { describe, expect, it } from 'vitest';
import { scrollToShow } from '@renderer/features/review/lib/field-dom';

const preview = { top: 100, bottom: 700 };

describe('the preview’s scroll to the current section', () => {
  it('leaves a section already in view where it is', () => {
    expect(scrollToShow(preview, { top: 116, bottom: 684 })).toBe(0);
    expect(scrollToShow(preview, { top: 300, bottom: 400 })).toBe(0);
  });

  it('brings a section below the view, or cut at the bottom, to the top', () => {
    expect(scrollToShow(preview, { top: 900, bottom: 1000 })).toBe(784);
    expect(scrollToShow(preview, { top: 650, bottom: 750 })).toBe(534);
  });

  it('brings a section above the view, or cut at the top, down to the top', () => {
    expect(scrollToShow(preview, { top: -300, bottom: -200 })).toBe(-416);
    expect(scrollToShow(preview, { top: 90, bottom: 200 })).toBe(-26);
  });

  it('shows the start of a section taller than the preview', () => {
    expect(scrollToShow(preview, { top: 400, bottom: 1600 })).toBe(284);
    expect(scrollToShow(preview, { top: 116, bottom: 1600 })).toBe(0);
  });
});
