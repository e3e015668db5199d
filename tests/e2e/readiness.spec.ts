import { expect, test } from "@playwright/test";

import { useOwnStack } from "./support/own-stack";

const BACKENDS = [
  { name: "content system", required: true },
  { name: "product information system", required: false },
  { name: "search service", required: false },
  { name: "identity provider", required: false },
  { name: "portal back end", required: false },
];

test("readiness names every backend, each up with its latency", async ({ request }) => {
  const response = await request.get("/api/health/ready");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = await response.json();
  expect(body).toMatchObject({
    status: "ready",
    backends: BACKENDS.map((backend) => ({ ...backend, state: "up" })),
  });
  for (const backend of body.backends) {
    expect(backend.latencyMs).toBeGreaterThanOrEqual(0);
    expect(backend).not.toHaveProperty("reason");
  }
});

test.describe("with the search service and the identity provider out of reach", () => {
  // Nothing listens here: the address answers "connection refused" at once.
  const NOWHERE = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 128}`;
  // A site of its own with those two elsewhere; the shared stand-ins serve the rest.
  const stack = useOwnStack({
    portOffset: 125,
    services: "shared",
    site: {
      env: {
        SEARCH_API_URL: `${NOWHERE}/search`,
        OIDC_ISSUER: `${NOWHERE}/oidc`,
        // A backend outside the stand-ins ends the local demo: its secrets must be given.
        EDITOR_PASSWORD: "readiness-test-password",
        EDITOR_SECRET: "readiness-test-secret-of-at-least-32-chars",
      },
    },
  });
  const site = stack.siteUrl;

  test("the site is degraded, not unavailable: 200, naming what is down, pages still served", async ({
    request,
  }) => {
    const response = await request.get(`${site}/api/health/ready`);
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "degraded",
      backends: [
        { name: "content system", state: "up" },
        { name: "product information system", state: "up" },
        { name: "search service", state: "down", reason: expect.stringContaining("fetch failed") },
        { name: "identity provider", state: "down", reason: expect.any(String) },
        { name: "portal back end", state: "up" },
      ],
    });
    expect((await request.get(`${site}/en/company`)).status()).toBe(200);
  });
});
