import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { GlobalErrorPage } from "@/components/layout/global-error-page";
import en from "@/messages/en.json";

// The site layout failed, so none of its providers exist: the page must stand on its own.
describe("the page shown when the site layout itself fails", () => {
  const html = renderToString(createElement(GlobalErrorPage));

  it("shows the error page's texts in English", () => {
    expect(html).toContain('<html lang="en">');
    for (const text of [en.ErrorPage.overline, en.ErrorPage.title, en.ErrorPage.text]) {
      expect(html).toContain(text);
    }
  });

  it("shows the maintenance notice as a static info message, with no close control", () => {
    expect(html).toMatch(/role="status" data-type="info"/);
    expect(html).not.toContain(en.Ui.dismissMessage);
  });

  // The page is never handed the error (app/global-error.tsx keeps it), so cannot show it.
  it("links home", () => {
    expect(html).toContain(`href="/"`);
    expect(html).toContain(en.ErrorPage.homeLink);
  });
});
