"use client";

import { PrefetchKind } from "next/dist/client/components/router-reducer/router-reducer-types";
import { useRouter } from "next/navigation";
import { useLayoutEffect } from "react";

import { APP_LINK_ATTRIBUTE, APP_LINKS_READY_ATTRIBUTE } from "@/lib/client/app-link-markup";
import { routedPathOf, sitePathOf } from "@/lib/client/link-prefetch";
import { isPrefetchAllowed } from "@/lib/client/prefetch-allowed";

function appLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element
    ? target.closest<HTMLAnchorElement>(`a[${APP_LINK_ATTRIBUTE}]`)
    : null;
}

/**
 * Follows and prefetches every AppLink of the page (components/ui/app-link.tsx) from one set of
 * listeners, through the router's own `push` and `prefetch`: a link is plain markup, so
 * hydration renders no component and no hook for it (65 links were 80 % of a home page's hooks,
 * docs/measuring.md). A link prefetches its whole page when a visitor is about to open it — the
 * pointer enters it, it takes focus, a finger touches it — and not on save-data or 2g connections
 * (spec 000 §7); a plain click opens it in the page as next/link would.
 */
export function AppLinkNavigation() {
  const router = useRouter();
  // Before paint: a hydrated link is followed and prefetched from the first moment it can be used.
  useLayoutEffect(() => {
    const prefetchIntent = (event: Event) => {
      const link = appLinkOf(event.target);
      if (!link || !isPrefetchAllowed()) return;
      // The pointer moving within the link is no new intent.
      const from = event instanceof PointerEvent ? event.relatedTarget : null;
      if (from instanceof Node && link.contains(from)) return;
      const path = sitePathOf(link.href, location.href);
      // The whole page, not only its route tree and static parts (Next's default for a dynamic
      // page): the click then renders from what the intent fetched, with no request of its own.
      if (path) router.prefetch(path, { kind: PrefetchKind.FULL });
    };
    const follow = (event: MouseEvent) => {
      const link = appLinkOf(event.target);
      if (!link) return;
      const path = routedPathOf(
        {
          button: event.button,
          metaKey: event.metaKey,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          defaultPrevented: event.defaultPrevented,
          target: link.getAttribute("target") ?? "",
          hasDownload: link.hasAttribute("download"),
          href: link.href,
        },
        location.href,
      );
      if (path === null) return;
      event.preventDefault();
      router.push(path, { scroll: link.dataset.scroll !== "false" });
    };
    const passive = { passive: true };
    document.addEventListener("pointerover", prefetchIntent, passive);
    document.addEventListener("focusin", prefetchIntent, passive);
    document.addEventListener("touchstart", prefetchIntent, passive);
    document.addEventListener("click", follow);
    document.documentElement.setAttribute(APP_LINKS_READY_ATTRIBUTE, "");
    return () => {
      document.removeEventListener("pointerover", prefetchIntent);
      document.removeEventListener("focusin", prefetchIntent);
      document.removeEventListener("touchstart", prefetchIntent);
      document.removeEventListener("click", follow);
      document.documentElement.removeAttribute(APP_LINKS_READY_ATTRIBUTE);
    };
  }, [router]);
  return null;
}
