// Noto Sans SC and Noto Sans Tamil for names written in Chinese or Tamil on a machine without
// such fonts (script-fonts.css adds them after the theme's system fonts, with these faces).
// Each face declares the characters it covers (`unicode-range`), so the browser fetches only the slices a page's text needs, and
// none while the system's fonts have the characters. The weights are those the theme paints
// with: 400 for text, 700 for the bolder weights (600 and 750 are drawn with 700). Fetched with
// the signed-in screens (lazy-screen.tsx), never with the landing page.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
import './script-fonts.css';

// Chromium (156) keeps drawing text that mixes scripts ("陈大文 Trading") with the font it used
// while a face was loading, the Chinese as empty boxes, after the face has arrived; a change of
// `font-feature-settings` has it shape the text again (script-fonts.css flips it with this
// attribute; `"kern" 1` is the default anyway).
let shapedAgain = false;
document.fonts.addEventListener('loadingdone', () => {
  shapedAgain = !shapedAgain;
  document.documentElement.toggleAttribute('data-shaped-again', shapedAgain);
});
