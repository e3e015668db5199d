import type { Page } from "@playwright/test";

/**
 * The layout rules every screen keeps at every width (issue 28), checked in the page as it is:
 * - the page never scrolls sideways;
 * - header, content and footer take the page's width, less the side tabs' rail where it is one;
 * - no fixed or sticky element (side tabs, toolbar, notices) lies over a visible link, button or
 *   field of the main content (or of an open dialog), over its centre or an edge, neither with
 *   that control in the middle of the screen nor, for the content and the footer, at the very
 *   end of the page;
 * - below lg (1024 px), fixed and sticky elements together take at most a quarter of the screen:
 *   there the side tabs are a bar or a thin rail and the editor toolbar starts folded.
 * Each problem is one sentence naming the element, so a failure says what to fix.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Two frames: the layout after a resize, and what reacts to it, has settled.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const INTERACTIVE =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const root = document.documentElement;
    const problems: string[] = [];

    function describe(element: Element): string {
      const testId = element.getAttribute("data-testid");
      const name =
        element.getAttribute("aria-label") ??
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
        element.textContent;
      const text = (name ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ""}>${text ? ` "${text}"` : ""}`;
    }

    function isShown(element: Element): boolean {
      const box = element.getBoundingClientRect();
      // Visually hidden (1 px) controls are reached through their labels.
      return (
        box.width > 2 &&
        box.height > 2 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    }

    /** The fixed or sticky box an element belongs to, if any. */
    function pinnedBox(element: Element): Element | null {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === "fixed" || position === "sticky") return node;
      }
      return null;
    }

    /**
     * What pinned element lies over `element` where it is now: tested at its centre and at the
     * middle of each edge (2 px in), since a tab over a button's end hides it too.
     */
    function coverOf(element: Element): Element | null {
      const box = element.getBoundingClientRect();
      const inset = Math.min(2, box.width / 2, box.height / 2);
      const middleX = box.left + box.width / 2;
      const middleY = box.top + box.height / 2;
      const points = [
        [middleX, middleY],
        [box.left + inset, middleY],
        [box.right - inset, middleY],
        [middleX, box.top + inset],
        [middleX, box.bottom - inset],
      ] as const;
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= root.clientWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || element.contains(hit) || hit.contains(element)) continue;
        const cover = pinnedBox(hit);
        if (cover && !cover.contains(element)) return cover;
      }
      return null;
    }

    /** Whether an ancestor clips the element's overflow (a table in its own scroll box). */
    function isClipped(element: Element): boolean {
      if (["absolute", "fixed"].includes(getComputedStyle(element).position)) return false;
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        if (getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    }

    if (root.scrollWidth > root.clientWidth) {
      const past = [...document.body.querySelectorAll("*")].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > root.clientWidth + 0.5 && !isClipped(element);
      });
      // The innermost ones say most: a wide cell rather than its row, table and section.
      const innermost = past.filter(
        (element) => !past.some((other) => other !== element && element.contains(other)),
      );
      problems.push(
        `the page scrolls sideways (${root.scrollWidth} px wide on ${root.clientWidth}); past the edge: ${
          innermost.slice(0, 3).map(describe).join(", ") ||
          "(nothing visible: an escaped hidden text?)"
        }`,
      );
    }

    // The dialog on top (a comparison opened from the basket lies over the basket's panel).
    // The rail, from md, is a column of the layout; the bar below md is fixed over the page.
    const tabs = document.querySelector("[data-side-tabs]");
    const rail =
      tabs && getComputedStyle(tabs).position !== "fixed" ? tabs.getBoundingClientRect().width : 0;
    for (const part of [
      document.querySelector("[data-site-header]"),
      document.querySelector("main"),
      document.querySelector("body footer"),
    ]) {
      // A page may hide its header (display: none); any other width is a broken frame.
      const width = part?.checkVisibility() ? part.getBoundingClientRect().width : null;
      if (part && width !== null && width < root.clientWidth - rail - 1) {
        problems.push(
          `<${part.tagName.toLowerCase()}> is ${Math.round(width)} px wide on a page of ${root.clientWidth} px (rail ${Math.round(rail)} px)`,
        );
      }
    }

    const dialog =
      [...document.querySelectorAll("dialog[open]")].find((candidate) => {
        const box = candidate.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && candidate.contains(hit);
      }) ?? null;
    const scope = dialog ?? document.querySelector("main");
    if (dialog) {
      const box = dialog.getBoundingClientRect();
      if (box.left < 0 || box.right > root.clientWidth) {
        problems.push(
          `the dialog ${describe(dialog.querySelector("h2") ?? dialog)} is wider than the screen`,
        );
      }
    }
    const controls = [...(scope?.querySelectorAll(INTERACTIVE) ?? [])].filter(isShown);
    for (const control of controls) {
      // Centred on the screen, and whole in its own scroll box where it fits.
      control.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
      const cover = coverOf(control);
      if (cover) problems.push(`${describe(control)} lies under ${describe(cover)}`);
    }

    if (!dialog) {
      window.scrollTo({ top: root.scrollHeight, behavior: "instant" });
      const footer = document.querySelector("body footer");
      const atTheEnd = [...controls, ...(footer?.querySelectorAll(INTERACTIVE) ?? [])].filter(
        isShown,
      );
      for (const control of atTheEnd) {
        const cover = coverOf(control);
        if (cover)
          problems.push(
            `at the end of the page, ${describe(control)} lies under ${describe(cover)}`,
          );
      }
    }

    window.scrollTo({ top: 0, behavior: "instant" });
    const screenArea = root.clientWidth * window.innerHeight;
    const pinned = [...document.body.querySelectorAll("*")].filter(
      (element) =>
        !element.closest("dialog") &&
        ["fixed", "sticky"].includes(getComputedStyle(element).position) &&
        pinnedBox(element.parentElement ?? document.body) === null &&
        isShown(element),
    );
    const pinnedArea = pinned.reduce((sum, element) => {
      const box = element.getBoundingClientRect();
      const width = Math.max(0, Math.min(box.right, root.clientWidth) - Math.max(box.left, 0));
      const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
      return sum + width * height;
    }, 0);
    if (root.clientWidth < 1024 && pinnedArea > screenArea / 4) {
      problems.push(
        `fixed and sticky elements take ${Math.round((100 * pinnedArea) / screenArea)} % of the screen: ${pinned.map(describe).join(", ")}`,
      );
    }
    return problems;
  });
}
