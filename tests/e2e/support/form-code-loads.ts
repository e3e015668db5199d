import type { Page } from "@playwright/test";

/** A text only the public forms' code holds (their session-draft key). */
const FORM_CODE_MARKER = "public-form:";

/**
 * Watches the scripts the page loads and tells whether one of them carries a public form's code
 * (react-hook-form and the form itself travel in the same lazily loaded chunks).
 */
export function watchFormCode(page: Page): { loaded: () => boolean } {
  let loaded = false;
  page.on("response", async (response) => {
    if (!response.url().includes("/_next/static/") || !response.url().endsWith(".js")) return;
    const body = await response.text().catch(() => "");
    if (body.includes(FORM_CODE_MARKER)) loaded = true;
  });
  return { loaded: () => loaded };
}
