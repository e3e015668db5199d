import { expect, test } from "@playwright/test";

import { useOwnStack } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

// A stack of its own: this journey stops the stand-ins.
const stack = useOwnStack({ portOffset: 101 });
const site = stack.siteUrl;

test("when the content system goes down, visited pages are still served and readiness names it; it recovers when it is back", async ({
  page,
  request,
}) => {
  test.setTimeout(TIMEOUTS.testMs + TIMEOUTS.processStartMs);
  await page.goto(`${site}/en/company`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const heading = await page.getByRole("heading", { level: 1 }).textContent();

  await stack.stopServices();

  const cached = await page.goto(`${site}/en/company`);
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");

  const down = await request.get(`${site}/api/health/ready`);
  expect(down.status()).toBe(503);
  const body = await down.json();
  // The whole local-services process is down, so every backend is, each named with its reason.
  expect(body).toMatchObject({
    status: "unavailable",
    backends: [
      { name: "content system", required: true, state: "down" },
      { name: "product information system", required: false, state: "down" },
      { name: "search service", required: false, state: "down" },
      { name: "identity provider", required: false, state: "down" },
      { name: "portal back end", required: false, state: "down" },
    ],
  });
  for (const backend of body.backends) expect(backend.reason).toEqual(expect.any(String));
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);

  // A page deep enough that no visible link prefetched it before the outage.
  const unvisited = await page.goto(`${site}/en/company/investors/financial-calendar`);
  expect(unvisited?.status()).toBe(503);
  await expect(page.getByText(/maintenance/i).first()).toBeVisible();
  await expect(page.locator("body")).not.toContainText("ECONNREFUSED");

  await stack.startServices();
  await expect.poll(async () => (await request.get(`${site}/api/health/ready`)).status()).toBe(200);
  const recovered = await page.goto(`${site}/en/company/investors/financial-calendar`);
  expect(recovered?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
