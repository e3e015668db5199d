import { type BrowserContext, expect } from "@playwright/test";

/** The demo editor password of the local services (README, "Editor area"). */
export const EDITOR_PASSWORD = "editor-demo";

/** Signs a browser context in as an editor through the same route the form uses. */
export async function signInAsEditor(context: BrowserContext): Promise<void> {
  const response = await context.request.post("/api/editor-area-autentication", {
    data: { input: EDITOR_PASSWORD },
  });
  expect(response.status()).toBe(200);
}
