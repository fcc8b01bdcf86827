// How the build writes a page that arrives with its content (the prerendered landing page, the
// shells of the screens the server renders): it paints from what the HTML carries, before any
// script or other file arrives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The page's stylesheets written into it: on a phone, the request for a linked stylesheet
 * costs a round trip before anything paints. (The shell links them, as the browser caches them.)
 */
export function inlineStylesheets(html, dist) {
  return html.replace(
    /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g,
    (_tag, href) => {
      const css = readFileSync(join(dist, href), 'utf8');
      if (css.includes('</style')) throw new Error(`${href} cannot be written into a <style>`);
      return `<style>${css}</style>`;
    },
  );
}

/**
 * A page with its content shows itself without the app's code, so that code is fetched after
 * what the first paint needs (it still runs before the page's load event, as the shell's does).
 */
export function lowerScriptPriority(html) {
  const tags = /<(script type="module"|link rel="modulepreload") /g;
  return html.replace(tags, (tag) => `${tag}fetchpriority="low" `);
}
