import { expect, test } from "@playwright/test";

import { useOwnStack } from "./support/own-stack";
import { openDashboardSignedIn } from "./support/signed-in";

// A site of its own whose portal back end is unreachable (nothing listens on that port) while
// sign-in works: the shared stand-ins answer everything else.
const UNREACHABLE_PORTAL = `http://127.0.0.1:${Number(process.env.E2E_SERVICES_PORT ?? 4100) + 142}/portal/graphql`;
const stack = useOwnStack({
  portOffset: 141,
  services: "shared",
  site: {
    env: {
      SITE_URL: `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 141}`,
      PORTAL_API_URL: UNREACHABLE_PORTAL,
      // A back end URL of its own means no local demo: the editor's secrets must be given.
      EDITOR_PASSWORD: "tickets-outage-editor-password",
      EDITOR_SECRET: "tickets-outage-editor-secret-0123456789abcdef",
    },
  },
});
test.use({ baseURL: stack.siteUrl });

test("with the portal back end down, the ticket screens show the error box with its details", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "customer@example.com", {
    site: stack.siteUrl,
    services: stack.servicesUrl,
  });

  await page.goto("/en/mykomax/tickets/list");
  const error = page.getByRole("alert").filter({ hasText: "An error has occurred" });
  await expect(error).toBeVisible();
  await expect(error).toContainText("Technical details: Service unavailable");
  await expect(page.getByRole("table")).toHaveCount(0);
  // The list's heading says the tickets are not there, not that they are still loading.
  await expect(
    page.getByRole("heading", { level: 2, name: "Tickets not available" }),
  ).toBeVisible();
  await expect(page.getByText("Loading the tickets…")).toHaveCount(0);

  await page.goto("/en/mykomax/tickets/T-100001");
  await expect(error).toBeVisible();
  await expect(error).toContainText("Technical details:");
  await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
});
