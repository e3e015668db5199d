/**
 * The path and query of `href`, read from the page at `pageUrl`, when it is a page of this site
 * (what an intent prefetches and a chosen search suggestion opens); null for another origin or a
 * scheme that is not a page (`mailto:`, `tel:`, `javascript:`, which the router refuses).
 */
export function sitePathOf(href: string, pageUrl: string): string | null {
  let target: URL;
  try {
    target = new URL(href, pageUrl);
  } catch {
    // Not a URL at all (`http://[`): nothing to prefetch; a click shows the browser's answer.
    return null;
  }
  // `mailto:`, `tel:` and `javascript:` have the origin "null", never the page's.
  if (target.origin !== new URL(pageUrl).origin) return null;
  return `${target.pathname}${target.search}`;
}

/** What a click on an in-app link tells apart (a MouseEvent and its anchor). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The anchor's `target` attribute ("" when it has none). */
  target: string;
  hasDownload: boolean;
  href: string;
}

/**
 * Where the router should take a click on an in-app link, with its fragment; null when the
 * browser should follow it itself, as next/link decides: another button or a modifier key (a new
 * tab or window), a handler that took the click, another target, a download, another origin.
 */
export function routedPathOf(click: LinkClick, pageUrl: string): string | null {
  const isPlainClick =
    click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
  if (!isPlainClick || click.defaultPrevented || click.hasDownload) return null;
  if (click.target !== "" && click.target !== "_self") return null;
  const path = sitePathOf(click.href, pageUrl);
  return path === null ? null : `${path}${new URL(click.href, pageUrl).hash}`;
}
