// The console's Mantine theme, tuned for WCAG 2.2 AA: every text reads at 4.5:1 or more, and the
// unnamed buttons Mantine draws (toast and dialog close) are named in the UI language.
import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import type { TFunction } from 'i18next';

export const MIN_TEXT_CONTRAST = 4.5;

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Shade 9, darkened until it reads on the light variants' hover background (shade 2). */
export function readableTint(colors: MantineColorsTuple): string {
  let colour = colors[9];
  for (
    let amount = 0.05;
    contrastRatio(colour, colors[2]) < MIN_TEXT_CONTRAST && amount < 1;
    amount += 0.05
  ) {
    colour = darken(colors[9], amount);
  }
  return colour;
}

// Light badges, alerts and coloured texts of every palette colour, made readable once.
const readableColours = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).flatMap(([name, colors]) => {
    const colour = readableTint(colors);
    return [
      [`--mantine-color-${name}-light-color`, colour],
      [`--mantine-color-${name}-text`, colour],
    ];
  }),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readableColours,
    // Mantine's grey-6 "dimmed" and red-6 errors read at about 3.3:1 on white.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Links sit on tinted alerts too, where the primary shade 8 reads at about 4.2:1.
    '--mantine-color-anchor': 'var(--mantine-primary-color-light-color)',
  },
  dark: {},
});

export function createAppTheme(t: TFunction) {
  const closeButtonProps = { 'aria-label': t('close') };
  return createTheme({
    primaryColor: 'blue',
    // Shade 8: white on it reads at 5:1 (shade 6 at 3.6:1).
    primaryShade: 8,
    // Filled colours too light for white text (cyan, teal, green, orange, yellow…) get black text:
    // white reads at 4.5:1 up to a luminance of 0.183 (red 8), black from 0.175.
    autoContrast: true,
    luminanceThreshold: 0.185,
    defaultRadius: 'md',
    focusRing: 'auto',
    components: {
      // The live region is the Notifications container (providers.tsx): a toast itself is no alert.
      Notification: { defaultProps: { role: 'none', closeButtonProps } },
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      // A badge's text reads in its own direction, as dir="auto" would: a Latin tag is "#Media_production"
      // in Arabic too, never "Media_production#".
      Badge: { styles: { label: { unicodeBidi: 'plaintext' } } },
    },
  });
}
