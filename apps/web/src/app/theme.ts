import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
} from '@mantine/core';

/** Kira's primary colour: a deep lagoon teal, dark enough at shade 7 for white text (6.4:1). */
const lagoon: MantineColorsTuple = [
  '#e7f6f4',
  '#c8ebe6',
  '#98d9d0',
  '#62c3b6',
  '#37ad9f',
  '#1a978a',
  '#0e8276',
  '#0b6c62',
  '#0a5750',
  '#08443f',
];

/** Accent for highlights on dark backgrounds (the footer, the banner's badges). */
const saffron: MantineColorsTuple = [
  '#fff8e6',
  '#ffedc2',
  '#ffdf8f',
  '#fdcd5a',
  '#f7bb33',
  '#eda51b',
  '#d98c0f',
  '#a9660a',
  '#8f570d',
  '#6e430e',
];

/** Blue-grey ink used for text and the dark sections. */
const ink: MantineColorsTuple = [
  '#f2f5f8',
  '#e3e9ef',
  '#c6d1dc',
  '#a5b5c4',
  '#8699ac',
  '#6b8096',
  '#52677d',
  '#3d5166',
  '#263a4f',
  '#0f1f2e',
];

// Chinese and Tamil web fonts join this list on signed-in screens only (script-fonts.css).
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Apple Color Emoji", "Segoe UI Emoji", sans-serif';

export const theme = createTheme({
  primaryColor: 'lagoon',
  primaryShade: { light: 7, dark: 5 },
  colors: { lagoon, saffron, ink },
  black: '#0f1f2e',
  fontFamily: systemFonts,
  headings: {
    fontFamily: systemFonts,
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', lineHeight: '1.2' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links inside text must be told apart without colour (WCAG 1.4.1); navigation links that
    // stand alone opt out with underline="hover".
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

// Mantine's default "dimmed" grey (gray-6) is below 4.5:1 on white, and so is its error red
// (red-6, used for input errors such as "min 4 characters"); ours stay readable.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-ink-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
