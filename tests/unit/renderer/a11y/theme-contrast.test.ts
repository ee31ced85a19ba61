// Issue 10: the theme's colours meet WCAG 2.2 AA text contrast (4.5:1) wherever Mantine puts them.
import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, createAppTheme, MIN_TEXT_CONTRAST, readableTint } from '@renderer/app/theme';

const t = ((key: string) => key) as unknown as Parameters<typeof createAppTheme>[0];
const { colors } = DEFAULT_THEME;

describe('the theme', () => {
  it.each(Object.keys(colors))(
    '%s: light badges, alerts and texts read on their tints and on white',
    (name) => {
      const tint = readableTint(colors[name]);
      for (const background of [colors[name][0], colors[name][1], colors[name][2], '#ffffff']) {
        expect(contrastRatio(tint, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    },
  );

  it('white on the primary colour reads at 4.5:1 (Mantine shade 6 gives 3.6:1)', () => {
    const theme = createAppTheme(t);
    const primary = colors[theme.primaryColor!][theme.primaryShade as number];
    expect(contrastRatio('#ffffff', primary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#ffffff', colors.blue[6])).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('filled colours get the text colour that reads on them (Mantine picks black above the threshold)', () => {
    const theme = createAppTheme(t);
    for (const [name, shades] of Object.entries(colors)) {
      const filled = shades[theme.primaryShade as number];
      const text = luminance(filled) > theme.luminanceThreshold! ? '#000000' : '#ffffff';
      expect(contrastRatio(filled, text), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
