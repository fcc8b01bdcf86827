import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerRenderContext } from '../../lib/layout/server-render.ts';
import { useGreeting } from './use-greeting.ts';

function Greets() {
  return createElement('p', null, useGreeting());
}

describe('useGreeting', () => {
  it("greets by the server's clock where the server rendered the screen", () => {
    // 09:30 and 19:30 in Singapore (UTC+8).
    for (const [at, greeting] of [
      [Date.UTC(2026, 10, 28, 1, 30), 'Good morning'],
      [Date.UTC(2026, 10, 28, 11, 30), 'Good evening'],
    ] as const) {
      const html = renderToString(
        createElement(
          ServerRenderContext.Provider,
          { value: { phone: false, at } },
          createElement(Greets),
        ),
      );
      expect(html).toBe(`<p>${greeting}</p>`);
    }
  });
});
