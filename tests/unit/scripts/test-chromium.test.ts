import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

import {
  chromiumLaunchOptions,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNSHOWN_BROWSER_UI,
} from "../../../scripts/support/test-chromium.mjs";

/** The features the installed Playwright disables, read from its launcher's source. */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve("playwright-core/package.json"));
  const source = readFileSync(join(root, "lib", "coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error("playwright-core's disabledFeatures list was not found");
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]!);
}

describe("the test Chromium's disabled features", () => {
  it("repeat every feature the installed Playwright disables (Chromium reads only the last list)", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightDisabledFeatures());
  });

  it("are passed once, with Playwright's and the unshown browser interface", () => {
    const lists = chromiumLaunchOptions.args.filter((arg) => arg.startsWith("--disable-features="));
    expect(lists).toHaveLength(1);
    const features = lists[0]!.slice("--disable-features=".length).split(",");
    expect(features).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI]),
    );
  });
});
