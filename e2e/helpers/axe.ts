import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (from npm, injected into the page) and returns its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy rightly
  // refuses inline scripts, and evaluation from the test is not subject to it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o?: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** Fails the test, saying where and what, if axe finds a serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  const serious = (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, `${where}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
