import { expect, test } from "@playwright/test";

import { useOwnStack } from "./support/own-stack";
import { storedIdToken, storedToken, submitProviderSignIn } from "./support/portal";
import { TIMEOUTS } from "./support/timeouts";

// A stack of its own whose tokens live 190 s: renewal starts 180 s before expiry, 10 s in.
const TOKEN_TTL_S = 190;
/** The first renewal comes 10 s after the sign-in; this leaves room for a loaded machine. */
const RENEWAL_WAIT_MS = 40_000;
const stack = useOwnStack({
  portOffset: 107,
  services: { env: { LOCAL_OIDC_TOKEN_TTL_S: String(TOKEN_TTL_S) } },
});
const site = stack.siteUrl;
const issuer = `${stack.servicesUrl}/oidc`;

test("the tokens are renewed in the hidden frame before they expire, the old ones revoked, without a page load", async ({
  page,
}) => {
  test.setTimeout(TIMEOUTS.testMs + RENEWAL_WAIT_MS);
  await page.goto(`${site}/en/mykomax`);
  await submitProviderSignIn(page, "customer@example.com");
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();
  const firstIdToken = await storedIdToken(page);
  const firstAccessToken = await storedToken(page, "access_token");
  expect(firstIdToken).not.toBeNull();
  // Tokens live in this tab's sessionStorage only.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("oidc."))),
  ).toEqual([]);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  // Each renewal reads the user's claims from userinfo again, with the new access token.
  const userInfo = page.waitForRequest(
    (request) =>
      request.url() === `${issuer}/me` &&
      request.headers().authorization !== `Bearer ${firstAccessToken}`,
    { timeout: RENEWAL_WAIT_MS },
  );
  await expect
    .poll(() => storedIdToken(page), { timeout: RENEWAL_WAIT_MS, intervals: [1000] })
    .not.toBe(firstIdToken);
  expect((await userInfo).headers().authorization).toMatch(/^Bearer .+/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();

  // The old access token was revoked before the new one was fetched; the new one works.
  const withOld = await fetch(`${issuer}/account`, {
    headers: { Authorization: `Bearer ${firstAccessToken}` },
  });
  expect(withOld.status).toBe(401);
  // Tokens this short-lived are renewed every few seconds: the one stored now may be revoked by
  // the next renewal before it is used, so ask with whatever the tab holds until one works.
  await expect
    .poll(async () => {
      const token = await storedToken(page, "access_token");
      return (await fetch(`${issuer}/account`, { headers: { Authorization: `Bearer ${token}` } }))
        .status;
    })
    .toBe(200);
});
