import path from "node:path";

import { expect, type Page } from "@playwright/test";

// axe-core reaches node_modules with eslint-plugin-jsx-a11y and lighthouse; Playwright runs from
// the project's root.
const AXE_SCRIPT = path.resolve("node_modules/axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as it is now and expects no violation; the message
 * names each rule and element. The page's Content-Security-Policy refuses injected scripts, so
 * the journey's context needs `bypassCSP: true`. `exclude`: CSS selectors of parts axe skips.
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] as string[] } = {}) {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(
      { include: [["html"]], exclude: excluded.map((s) => [s]) },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
        resultTypes: ["violations"],
      },
    )) as { violations: AxeViolation[] };
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, exclude);
  expect(violations).toEqual([]);
}
