import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsEnded } from './browser';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the serious and critical violations, described for a test message. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast sliding in is half transparent: judge its contrast once it has settled.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'),
  );
  // A colour still fading in (a button's background while the dark theme settles) is judged once it has arrived.
  await animationsEnded(page);
  // Evaluated through the DevTools protocol, which the server's CSP (script-src 'self') does not block;
  // once per document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Axe = { run: (options: { resultTypes: string[] }) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    // Only violations are read: axe then keeps no node lists of passes and incomplete checks.
    return (await axe.run({ resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
