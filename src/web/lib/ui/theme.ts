import {
  DEFAULT_THEME,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import { foldingOptionsFilter } from './folding-options-filter';
import { PRIMARY_SHADE, medical } from './palette';

/** Mantine's ten shades of a colour with shade 6 replaced. */
function withShade6(colors: MantineColorsTuple, shade6: string): MantineColorsTuple {
  const [s0, s1, s2, s3, s4, s5, , s7, s8, s9] = colors;
  return [s0, s1, s2, s3, s4, s5, shade6, s7, s8, s9];
}

// WCAG 2.2 AA (1.4.3) is kept here, once, rather than screen by screen. Mantine's dimmed text is gray 6 (#868e96:
// 3.3:1 on white, 3.0:1 on our light teal); #5f666d reads at 4.7:1 or more on every light surface the screens use.
const gray = withShade6(DEFAULT_THEME.colors.gray, '#5f666d');

// Field errors are written in red 6 (--mantine-color-error): Mantine's #fa5252 reads at 3.3:1 on white; #c92a2a
// (Mantine's red 8) at 5.5:1 on white and 5.1:1 on the light red of an error alert.
const red = withShade6(DEFAULT_THEME.colors.red, '#c92a2a');

const AA = 4.5;
const contrast = (a: string, b: string) => {
  const [la, lb] = [luminance(a), luminance(b)];
  const [hi, lo] = [Math.max(la, lb), Math.min(la, lb)];
  return (hi + 0.05) / (lo + 0.05);
};

/** `text` darkened in small steps until it reads at AA on `background`. */
function darkenedToRead(text: string, background: string): string {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = darken(text, amount);
    if (contrast(candidate, background) >= AA) return candidate;
  }
  return '#000';
}

// Every badge and button asks at each render, and the search above showed in a CPU profile of a signed-in page's
// load: a theme has a handful of colour pairs, so each is searched once.
const readable = new Map<string, string>();
function readableOn(text: string, background: string): string {
  const pair = `${text} ${background}`;
  let colour = readable.get(pair);
  if (colour === undefined) readable.set(pair, (colour = darkenedToRead(text, background)));
  return colour;
}

// The light variant (status badges, light buttons) writes shade 9 on shade 1 (2 when hovered): 3.6:1 for orange,
// 4.3:1 for teal; its text is darkened just enough to read on the hovered shade. The filled variant writes white on
// shade 8 (3.9:1 for teal): its background is darkened just enough to carry white text. Whatever the colour.
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const shades = input.theme.colors[parsed.color]!;
  if (input.variant === 'light') return { ...colors, color: readableOn(shades[9], shades[2]) };
  if (input.variant === 'filled' && colors.color === 'var(--mantine-color-white)') {
    const { primaryShade } = input.theme;
    const background = readableOn(shades[typeof primaryShade === 'number' ? primaryShade : primaryShade.light], '#fff');
    return { ...colors, background, hover: darken(background, 0.1) };
  }
  return colors;
};

// Every dialog's close button gets its name here, in the active language (a function: read at each render).
const CLOSE = msg`Close`;
const NOTHING_FOUND = msg`Nothing found`;

// A searchable list matches with and without diacritics, and says when nothing matches instead of an empty box.
const searchable = () => ({ filter: foldingOptionsFilter, nothingFoundMessage: i18n._(NOTHING_FOUND) });

export const theme = createTheme({
  primaryColor: 'medical',
  primaryShade: PRIMARY_SHADE,
  colors: { medical, gray, red },
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  // Dialogs, menus and toasts appear without a fade for people whose system asks for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // Links are read on white and on the light tinted panels (a gray alert's care contact): shade 8 reads at just
    // under AA on those, shade 9 above it on both.
    Anchor: { defaultProps: { c: 'medical.9' } },
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Modal: { defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n._(CLOSE) } }) },
    // A toast's close button is named too (axe button-name), in the language shown.
    Notification: { defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n._(CLOSE) } }) },
    Select: { defaultProps: searchable },
    MultiSelect: { defaultProps: searchable },
    // Keyboard users land back on the field after choosing a day, not on the page's start (WCAG 2.4.3).
    DatePickerInput: { defaultProps: { popoverProps: { returnFocus: true } } },
    // A picker's "Choose a day" is real text, not a placeholder attribute: it must read at AA like dimmed text.
    InputPlaceholder: { defaultProps: { style: { '--input-placeholder-color': 'var(--mantine-color-dimmed)' } } },
  },
});
