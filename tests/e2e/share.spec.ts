import { expect, test } from "@playwright/test";

import { SITE_URL } from "../../playwright.config";

const STORY = "/en/stories/solar-power-dierikon";

test("the share modal copies the link and offers e-mail and the networks", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: SITE_URL });
  await page.goto(STORY);
  const share = page.getByRole("button", { name: "Share" });
  await share.click();
  const dialog = page.getByRole("dialog", { name: "Share this page" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Solar power for the Dierikon plant")).toBeVisible();
  const url = `${SITE_URL}${STORY}`;
  await expect(dialog.getByLabel("Link to this page")).toHaveValue(url);

  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Link copied to the clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const encoded = encodeURIComponent(url);
  await expect(dialog.getByRole("link", { name: "E-mail" })).toHaveAttribute(
    "href",
    `mailto:?subject=${encodeURIComponent("Solar power for the Dierikon plant")}&body=${encodeURIComponent(`Solar power for the Dierikon plant\n\n${url}`)}`,
  );
  await expect(dialog.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
  );
  await expect(dialog.getByRole("link", { name: /^X/ })).toHaveAttribute(
    "href",
    new RegExp(
      `^https://x\\.com/intent/post\\?text=.+&url=${encoded.replace(/[.*+?^${}()|[\]\\%]/g, "\\$&")}$`,
    ),
  );
  await expect(dialog.getByRole("link", { name: /^Facebook/ })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  );
  await expect(dialog.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(dialog.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute("target", "_blank");

  // Keyboard: the page behind is inert, so Tab never reaches it (only the dialog, or the
  // browser's own controls between rounds); Escape closes and returns focus to the button.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press("Tab");
    const focus = await dialog.evaluate((node) =>
      node.contains(document.activeElement)
        ? "dialog"
        : document.activeElement === document.body || document.activeElement === null
          ? "browser"
          : "page",
    );
    expect(focus).not.toBe("page");
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});

test("the native share sheet is offered where the browser has one", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto("/de/media-releases/agm-2026");
  await page.getByRole("button", { name: "Teilen" }).click();
  const dialog = page.getByRole("dialog", { name: "Diese Seite teilen" });
  await dialog.getByRole("button", { name: "Weitere Möglichkeiten zum Teilen…" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
    title: "Generalversammlung genehmigt alle Anträge",
    url: `${SITE_URL}/de/media-releases/agm-2026`,
  });
});
