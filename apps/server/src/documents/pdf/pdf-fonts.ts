import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

/**
 * The fonts every document PDF is set in, shipped as npm packages (static TTF per weight:
 * react-pdf reads neither WOFF2 nor variable fonts) so the output is the same on every machine
 * and nothing is fetched at run time. Noto Sans covers Latin; a character it lacks falls back
 * to Noto Sans SC (Chinese), then Noto Sans Tamil, in this order.
 */
const FAMILIES = [
  { family: 'NotoSans', pkg: '@expo-google-fonts/noto-sans', file: 'NotoSans' },
  { family: 'NotoSansSC', pkg: '@expo-google-fonts/noto-sans-sc', file: 'NotoSansSC' },
  { family: 'NotoSansTamil', pkg: '@expo-google-fonts/noto-sans-tamil', file: 'NotoSansTamil' },
] as const;

const WEIGHTS = [
  { weight: 400, folder: '400Regular' },
  { weight: 700, folder: '700Bold' },
] as const;

/** The families to fall back through, for a document with text in other scripts. */
export const PDF_FONT_FAMILIES = FAMILIES.map((f) => f.family);

/** What Noto Sans draws: Latin, Greek, Cyrillic and Vietnamese, punctuation, currency signs. */
const NOTO_SANS_COVERS = /^[\t\n\r\u0020-\u052f\u1e00-\u1fff\u2000-\u20cf\u2100-\u214f]*$/u;

/**
 * How a document's PDF sets its text, from all of its text. When Noto Sans covers every
 * character (most documents): Noto Sans alone, without kerning, whose pair tables took half of
 * a 5-line invoice's render (75 ms against 34 ms, measured) for spacing no reader of an invoice
 * misses. Otherwise (a Chinese or Tamil name) the families to fall back through, every
 * OpenType feature on: Tamil needs its shaping, and the fallback costs its time anyway
 * (react-pdf looks up each run in every family).
 */
export function pdfTextStyle(text: string): {
  fontFamily: string | string[];
  fontFeatureSettings?: Record<string, boolean>;
} {
  return NOTO_SANS_COVERS.test(text)
    ? { fontFamily: 'NotoSans', fontFeatureSettings: { kern: false } }
    : { fontFamily: PDF_FONT_FAMILIES };
}

let registered = false;

/** Registers the fonts with react-pdf, once per process (a font is read when first used). */
export function registerPdfFonts(): void {
  if (registered) return;
  for (const { family, pkg, file } of FAMILIES) {
    Font.register({
      family,
      fonts: WEIGHTS.map(({ weight, folder }) => ({
        src: require.resolve(`${pkg}/${folder}/${file}_${folder}.ttf`),
        fontWeight: weight,
      })),
    });
  }
  // Words are never hyphenated: names, numbers and references must print as they are written.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
