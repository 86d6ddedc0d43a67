/**
 * Mantine theme of Ledgerdesk: calm blue, compact radius, system fonts with Vietnamese glyphs.
 * Required inputs keep `required` but show no asterisk, so a field's label is exactly its name.
 * Transitions stop for people whose system asks for reduced motion (see reduced-motion.css).
 * Date inputs show and read dates day first, whatever the browser's locale (docs/decisions/0010).
 * Colours meet WCAG 2.1 AA (4.5:1 for text) in both schemes: see `contrastSafeVariables`.
 */
import { DISPLAY_DATE_FORMAT, parseDisplayDate } from '@ledgerdesk/domain';
import { createTheme, PasswordInput, Select, TextInput, type CSSVariablesResolver } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';

/** The default layout's header; toasts open below it so they never cover the user's name. */
export const HEADER_HEIGHT = 64;

/**
 * White text stays on a filled colour while that still reads at 4.5:1 (relative luminance at most
 * 1.05 / 4.5 - 0.05); a lighter fill (orange, yellow, teal) takes black text, which then does.
 */
const AA_LUMINANCE_THRESHOLD = 1.05 / 4.5 - 0.05;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6, Mantine's default, gives white on blue 3.6:1 and blue links on white 3.6:1; shade 8 gives 5:1.
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: AA_LUMINANCE_THRESHOLD,
  // Keyboard focus shows a ring on every control; a mouse click does not (:focus-visible).
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    TextInput: TextInput.extend({ defaultProps: { withAsterisk: false } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { withAsterisk: false } }),
    Select: Select.extend({ defaultProps: { withAsterisk: false } }),
    DateInput: DateInput.extend({
      defaultProps: { withAsterisk: false, valueFormat: DISPLAY_DATE_FORMAT, dateParser: (text) => parseDisplayDate(text) ?? null },
    }),
    DatePickerInput: DatePickerInput.extend({ defaultProps: { withAsterisk: false, valueFormat: DISPLAY_DATE_FORMAT } }),
  },
});

/**
 * Mantine's dimmed grey (#868e96 on white, 3.3:1; #828282 on dark, 4:1), its light-scheme red for
 * errors (3.3:1) and the coloured text of `c="red"` and the like (shade 8 of teal or orange is
 * under 4:1 on white) fall short of 4.5:1. These keep the same hues a step darker in the light
 * scheme and a step lighter in the dark one, read on the grey page and the white cards alike.
 */
export const contrastSafeVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#626970',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(Object.keys(t.colors).map((name) => [`--mantine-color-${name}-text`, `var(--mantine-color-${name}-9)`])),
  },
  dark: {
    '--mantine-color-dimmed': '#a8a8a8',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
