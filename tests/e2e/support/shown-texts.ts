import type { Page } from "@playwright/test";

import type { ShownText } from "./english-interface-text";

/**
 * Every text of the page's body and every name it gives an element (aria-label, title,
 * placeholder, alt, a button's value), each with its element, where it is and its language.
 * Texts hidden at this width or until a panel opens count too: the check runs once per screen,
 * not once per width, and what a phone or an opened panel shows is the page's interface as well.
 */
export function shownTexts(page: Page): Promise<{ pageLanguage: string; texts: ShownText[] }> {
  return page.evaluate(() => {
    const NAMES = ["aria-label", "aria-description", "title", "placeholder", "alt"];
    const SKIPPED = "script, style, template, noscript";
    const REGIONS = [
      ["dialog", "a dialog"],
      ["[data-side-tabs]", "the side tabs"],
      ["[data-site-header]", "the header"],
      ["body footer", "the footer"],
      ["main", "the content"],
    ] as const;
    const primary = (code: string | null | undefined) =>
      (code ?? "").split("-")[0]?.toLowerCase() ?? "";

    function describe(element: Element, text: string): string {
      const testId = element.getAttribute("data-testid");
      const shortText = text.replace(/\s+/g, " ").trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ""}> "${shortText}"`;
    }

    function regionOf(element: Element): string {
      for (const [selector, name] of REGIONS) if (element.closest(selector)) return name;
      return "the page";
    }

    const texts: ShownText[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest(SKIPPED)) continue;
      const language = primary(element.closest("[lang]")?.getAttribute("lang"));
      const add = (source: string, text: string | null) => {
        if (!text?.trim()) return;
        texts.push({
          element: describe(element, text),
          region: regionOf(element),
          source,
          text,
          language,
        });
      };
      // The element's own text: "12 results" of <p>{count} {results}</p>, not its children's.
      add(
        "text",
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(""),
      );
      for (const name of NAMES) add(name, element.getAttribute(name));
      if (
        element instanceof HTMLInputElement &&
        ["submit", "button", "reset"].includes(element.type)
      )
        add("value", element.value);
    }
    return { pageLanguage: primary(document.documentElement.lang), texts };
  });
}
