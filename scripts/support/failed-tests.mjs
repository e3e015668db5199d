/**
 * Titles of the tests that did not end as expected, from Playwright's JSON report. A test that
 * did not run (a serial group after a failure) counts too: nothing proved it passes.
 * @param {{ suites?: unknown[] }} report
 * @returns {string[]}
 */
export function failedTests(report) {
  /** @type {string[]} */
  const failed = [];
  /** @param {any} suite @param {string[]} path */
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "expected") {
          failed.push([...here, spec.title].join(" › "));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}
