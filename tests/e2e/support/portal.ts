import { expect, type Page } from "@playwright/test";

/** The demo accounts' password (README, "Customer portal"). */
export const DEMO_PASSWORD = "mykomax-demo";

/** The dashboard's tiles, by title, in English. */
export const SERVICE_TITLES = [
  "Service tickets",
  "Inventory",
  "User administration",
  "Wire-flow apps",
  "Direct service",
  "Wire master",
  "Master data",
  "Learning hub",
  "Product information",
] as const;
export type ServiceTitle = (typeof SERVICE_TITLES)[number];

/** Fills the identity provider's own sign-in page. */
export async function submitProviderSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(
    page.getByRole("heading", { name: "Sign in to mykomax" }),
    "the identity provider's sign-in form",
  ).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * From /en/mykomax through the provider's sign-in page to the dashboard: for the journeys that
 * test the sign-in itself. The others start signed in (./signed-in.ts).
 */
export async function signInThroughProviderForm(page: Page, email: string) {
  await page.goto("/en/mykomax");
  // The silent check in the hidden frame comes first; a cold server takes a few seconds.
  await expect(page, "the identity provider's sign-in page").toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(page, email);
  // Back through /en/callback: the code exchange, then the dashboard's first render.
  await expect(page, "the dashboard after the callback").toHaveURL(/\/en\/mykomax$/);
  await expect(
    page.getByRole("heading", { name: "Your services" }),
    "the dashboard's services",
  ).toBeVisible();
}

/** Every tile of the dashboard shows exactly these statuses. */
export async function expectServiceStatuses(page: Page, statuses: Record<ServiceTitle, string>) {
  const tiles = page.getByRole("article");
  await expect(tiles).toHaveCount(SERVICE_TITLES.length);
  for (const title of SERVICE_TITLES) {
    const tile = page.getByRole("article", { name: title, exact: true });
    await expect(tile, title).toContainText(statuses[title]);
  }
}

/** The header's user menu button, named after the signed-in user. */
export function userMenuButton(page: Page, fullName: string) {
  return page.getByRole("button", { name: `User menu of ${fullName}` });
}

/** A token oidc-client-ts keeps in this tab's sessionStorage. */
export function storedToken(
  page: Page,
  kind: "id_token" | "access_token" | "refresh_token",
): Promise<string | null> {
  return page.evaluate((name) => {
    const key = Object.keys(sessionStorage).find((entry) => entry.startsWith("oidc.user:"));
    if (!key) return null;
    const user = JSON.parse(sessionStorage.getItem(key) ?? "{}") as Record<string, unknown>;
    return typeof user[name] === "string" ? user[name] : null;
  }, kind);
}

export function storedIdToken(page: Page): Promise<string | null> {
  return storedToken(page, "id_token");
}

/** Script errors and Content-Security-Policy violations the page reports, from now on. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  return problems;
}
