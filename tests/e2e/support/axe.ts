import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";

const axeSource = readFileSync(join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8");

/**
 * The accessibility rule violations axe-core finds in a part of the page as it is now (WCAG 2.1
 * A and AA; the page's main content unless told), as "rule: target" lines. Evaluated through the browser's debugging protocol, so the page's
 * Content-Security-Policy is not loosened for it.
 */
export async function axeViolations(page: Page, selector = "main"): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [[include]] },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      },
    );
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
    );
  }, selector);
  return violations;
}
