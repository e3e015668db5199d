type LinkTargetKind =
  | { kind: "action"; action: string }
  | { kind: "browser"; href: string }
  | { kind: "app"; path: string };

const SAFE_BROWSER_PROTOCOL = /^(https?:|mailto:|tel:)/i;

/** Mail and phone links, which an editor writes in running text: the browser's, never a route. */
export function isMailOrPhone(target: string): boolean {
  return /^(mailto:|tel:)/i.test(target);
}

/**
 * Spec 000 §2: `action:` targets are actions, targets starting with `http` or `hard:` are plain
 * browser links (`hard:` stripped), and so are `mailto:` and `tel:`; anything else is an in-app
 * route.
 */
export function classifyTarget(target: string): LinkTargetKind {
  if (target.startsWith("action:"))
    return { kind: "action", action: target.slice("action:".length) };
  if (target.startsWith("hard:")) return { kind: "browser", href: target.slice("hard:".length) };
  if (target.startsWith("http") || isMailOrPhone(target)) return { kind: "browser", href: target };
  return { kind: "app", path: target.startsWith("/") ? target : `/${target}` };
}

/** Browser links may only use web, mail and phone protocols or stay on the site. */
export function isSafeBrowserHref(href: string): boolean {
  return SAFE_BROWSER_PROTOCOL.test(href) || (href.startsWith("/") && !href.startsWith("//"));
}
