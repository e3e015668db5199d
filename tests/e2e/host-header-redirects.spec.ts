import { expect, test } from "@playwright/test";

/**
 * The attack: a forged Host (and forwarding headers) on every kind of redirect, hoping the
 * answer names evil.example and a proxy that does not key on Host caches it for everyone.
 */
const EVIL = "evil.example";
const forged = {
  host: EVIL,
  "x-forwarded-host": EVIL,
  "x-forwarded-proto": "https",
} as const;
const noFollow = { maxRedirects: 0 } as const;

function expectNoEvil(location: string | undefined) {
  expect(location ?? "").not.toContain(EVIL);
}

for (const { kind, path, status, location } of [
  { kind: "a trailing slash", path: "/en/company/?a=1", status: 301, location: "/en/company?a=1" },
  { kind: "`/`", path: "/", status: 302, location: "/en" },
  { kind: "a path without locale", path: "/company", status: 302, location: "/en/company" },
  {
    kind: "?direct=",
    path: "/de?direct=page-company-about",
    status: 302,
    location: "/de/company/about-us",
  },
  { kind: "a CMS redirect", path: "/de/about", status: 301, location: "/de/company/about-us" },
  {
    kind: "a trailing slash on a site reached by slug",
    path: "/en/north-america-events/trade-shows/",
    status: 301,
    location: "/en/north-america-events/trade-shows",
  },
]) {
  test(`${kind} with a forged Host answers ${status} to a path, never the forged host`, async ({
    request,
  }) => {
    const response = await request.get(path, {
      ...noFollow,
      headers: { ...forged, "accept-language": "en" },
    });
    expect(response.status()).toBe(status);
    expectNoEvil(response.headers().location);
    expect(response.headers().location).toBe(location);
  });
}

test("a CMS redirect to an external address keeps its configured address", async ({ request }) => {
  const response = await request.get("/en/linkedin", { ...noFollow, headers: forged });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("https://www.linkedin.com/company/example");
});

test("an unknown host gets the main site, not a redirect to itself", async ({ request }) => {
  const response = await request.get("/en/company", { ...noFollow, headers: forged });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Company");
  expect(html).not.toContain(EVIL);
});

test("a site's own domain keeps its trailing-slash redirect on that domain", async ({
  request,
}) => {
  const response = await request.get("/en/trade-shows/", {
    ...noFollow,
    headers: { host: "events.ferrion.example" },
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/en/trade-shows");
});

for (const path of [
  "/robots.txt",
  "/sitemap.xml",
  "/api/health/live/",
  "/api/health/ready",
  "/api/build-id",
  "/en/mykomax",
  "/en/callback",
  "/en/mykomax/logout",
  "/blank-callback",
]) {
  test(`${path} with a forged Host names no forged address`, async ({ request }) => {
    const response = await request.get(path, { ...noFollow, headers: forged });
    expect(response.status()).toBeLessThan(500);
    expectNoEvil(response.headers().location);
    expect(await response.text()).not.toContain(EVIL);
  });
}
