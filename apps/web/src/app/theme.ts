/**
 * Mantine theme of Ledgerdesk: calm blue, compact radius, system fonts with Vietnamese glyphs.
 * Required inputs keep `required` but show no asterisk, so a field's label is exactly its name.
 * Transitions stop for people whose system asks for reduced motion (see reduced-motion.css).
 * Date inputs show and read dates day first, whatever the browser's locale (docs/decisions/0010).
 * Colours meet WCAG 2.1 AA (4.5:1 for text) in both schemes: see `contrastSafeVariables`.
 */
import { DISPLAY_DATE_FORMAT, parseDisplayDate } from '@ledgerdesk/domain';
import {
  createTheme,
  darken,
  Loader,
  luminance,
  NavLink,
  Notification,
  PasswordInput,
  Select,
  TableScrollContainer,
  TextInput,
  type CSSVariablesResolver,
  type MantineThemeColors,
} from '@mantine/core';
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
    // Mantine greys a toast's text with gray-6 (3.3:1 on white): the contrast-safe dimmed colour instead.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
    // The active menu item's description fades its colour to 90 % (4.1:1 on the light blue): full colour reads.
    NavLink: NavLink.extend({ styles: { description: { opacity: 1 } } }),
    // A spinner is a status: so its name ("Loading…") is one ARIA allows and a screen reader reads.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // A table wider than the page scrolls sideways inside its container: a keyboard can reach the
    // scroll area only as a tab stop of its own when no cell holds a link or a button.
    TableScrollContainer: TableScrollContainer.extend({ defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } }),
    TextInput: TextInput.extend({ defaultProps: { withAsterisk: false } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { withAsterisk: false } }),
    Select: Select.extend({ defaultProps: { withAsterisk: false } }),
    DateInput: DateInput.extend({
      defaultProps: { withAsterisk: false, valueFormat: DISPLAY_DATE_FORMAT, dateParser: (text) => parseDisplayDate(text) ?? null },
    }),
    DatePickerInput: DatePickerInput.extend({ defaultProps: { withAsterisk: false, valueFormat: DISPLAY_DATE_FORMAT } }),
  },
});

/** `color` darkened in small steps until it reads at 4.5:1 (with a margin) on `background`. */
function readableOn(color: string, background: string): string {
  const ratio = (text: string) => (luminance(background) + 0.05) / (luminance(text) + 0.05);
  let readable = color;
  for (let amount = 0.05; ratio(readable) < 4.6 && amount < 1; amount += 0.05) readable = darken(color, amount);
  return readable;
}

/**
 * Mantine's dimmed and placeholder greys (#868e96 on white, 3.3:1; #828282 on dark, 4:1) and its light-scheme red
 * for errors (3.3:1) fall short of 4.5:1, and so does a coloured text of the light scheme (`c`,
 * light and outline variants) in the lighter hues: teal on its light badge 4.3:1, blue-9 on a
 * hovered light button 4:1, orange and yellow under 4:1 even at shade 9. The light scheme takes
 * shade 9, darkened where that is not enough; the dark scheme's coloured texts (shade 4 and 0 on
 * dark) already read.
 */
/**
 * A filled button darkens on hover (shade 9), which keeps white text readable but takes black text
 * under 4.5:1 on the lighter hues (black on teal-9 4.2:1, on cyan-9 3.8:1): those lighten instead.
 */
function filledHovers(colors: MantineThemeColors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors)
      .filter(([, shades]) => luminance(shades[8]) > AA_LUMINANCE_THRESHOLD)
      .map(([name]) => [`--mantine-color-${name}-filled-hover`, `var(--mantine-color-${name}-7)`]),
  );
}

export const contrastSafeVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#626970',
    // Placeholders of the pickers (Input.Placeholder) are text axe judges: gray-5 is 2:1 on white.
    '--mantine-color-placeholder': '#626970',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...filledHovers(t.colors),
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => {
        const onPage = readableOn(shades[9], t.colors.gray[1]);
        return [
          [`--mantine-color-${name}-text`, onPage],
          [`--mantine-color-${name}-outline`, onPage],
          // On the light variant's hover (shade 2), the darker of its two backgrounds.
          [`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[2])],
        ];
      }),
    ),
  },
  dark: {
    '--mantine-color-dimmed': '#a8a8a8',
    '--mantine-color-placeholder': '#a8a8a8',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    ...filledHovers(t.colors),
  },
});
