/**
 * Mantine theme of Ledgerdesk: calm blue, compact radius, system fonts with Vietnamese glyphs.
 * Required inputs keep `required` but show no asterisk, so a field's label is exactly its name.
 * Transitions stop for people whose system asks for reduced motion (see reduced-motion.css).
 * Date inputs show and read dates day first, whatever the browser's locale (docs/decisions/0010).
 */
import { DISPLAY_DATE_FORMAT, parseDisplayDate } from '@ledgerdesk/domain';
import { createTheme, PasswordInput, Select, TextInput } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';

/** The default layout's header; toasts open below it so they never cover the user's name. */
export const HEADER_HEIGHT = 64;

export const theme = createTheme({
  primaryColor: 'blue',
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
