import { describe, expect, it } from "vitest";

import { failedTests } from "../../../scripts/support/failed-tests.mjs";

const spec = (title: string, status: string) => ({ title, tests: [{ status }] });

describe("failedTests reads Playwright's JSON report", () => {
  it.each([
    ["a passed test", "expected", []],
    ["a failed test", "unexpected", ["journey.spec.ts › a step"]],
    ["a test that passed only on retry", "flaky", ["journey.spec.ts › a step"]],
    ["a test that did not run", "skipped", ["journey.spec.ts › a step"]],
  ])("%s", (_name, status, expected) => {
    const report = { suites: [{ title: "journey.spec.ts", specs: [spec("a step", status)] }] };
    expect(failedTests(report)).toEqual(expected);
  });

  it("names a test by its file, its describe blocks and its title", () => {
    const report = {
      suites: [
        {
          title: "menu.spec.ts",
          specs: [spec("top", "expected")],
          suites: [{ title: "on a phone", specs: [spec("opens", "unexpected")] }],
        },
      ],
    };
    expect(failedTests(report)).toEqual(["menu.spec.ts › on a phone › opens"]);
  });

  it("finds nothing in an empty report", () => {
    expect(failedTests({})).toEqual([]);
  });
});
