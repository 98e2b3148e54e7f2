import {
  createTheme,
  type CSSVariablesResolver,
  darken,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  Modal,
  Notification,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

// Accessibility (WCAG AA, checked by axe-core in e2e/tests/a11y.spec.ts): Mantine's stock
// shade-6 text on its light tints (e.g. yellow 'Waiting' badges, 1.7:1) and its dimmed gray
// (#868e96 on white, 3.3:1) are below 4.5:1. Light and subtle variants take a darkened shade
// 9 for their text, filled ones pick black or white text by contrast, and gray 6 (Mantine's
// 'dimmed') is darkened to 5.3:1.
const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return defaults;
  const parsed = parseThemeColor({
    color: input.color || input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.color === 'brand') return defaults;
  const shades = input.theme.colors[parsed.color];
  return shades ? { ...defaults, color: darken(shades[9], 0.25) } : defaults;
};

const gray = [...DEFAULT_THEME.colors.gray] as unknown as (typeof DEFAULT_THEME.colors)['gray'];
(gray as unknown as string[])[6] = '#666d75';

export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: [
      '#e8f1fb',
      '#cfe0f3',
      '#a0c0e6',
      '#6d9ed9',
      '#4482cd',
      '#2a70c6',
      '#1c5d99',
      '#164c7f',
      '#103b63',
      '#0a2a47',
    ],
    gray,
  },
  primaryShade: 6,
  autoContrast: true,
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Every modal's X has a name for screen readers.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // And every notice's X (Undo notices, 'Attendance recorded', ...).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
    }),
  },
});

/**
 * A field's error text is Mantine's red 6 by default, #fa5252 on white: 3.3:1, below AA. Red 9
 * (#c92a2a, 5.5:1) reads as the same red and passes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-error': t.colors.red[9] },
  dark: {},
});
