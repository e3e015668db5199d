"use client";

import { PrefetchKind } from "next/dist/client/components/router-reducer/router-reducer-types";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from "react";

import { sitePathOf, linkPrefetch } from "@/lib/client/link-prefetch";
import { usePrefetchAllowed } from "@/lib/client/use-prefetch-allowed";

type AppLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & {
  href: string;
  /**
   * Prefetch the page as soon as the link is on screen, as next/link does by default. Only for
   * a page's primary call to action (the hero's and the call-to-action module's button, README
   * "Measuring"); every other link prefetches on intent.
   */
  prefetchOnView?: boolean;
};

/**
 * next/link that prefetches its page when a visitor is about to open it — the pointer enters
 * it, it takes focus, a finger touches it — not because it scrolled into view, and nothing on
 * save-data or 2g connections (spec 000 §7). The intent prefetch goes through the router's own
 * cache (`router.prefetch`), which a click then reads; it changes no state, so a hover renders
 * nothing and hydration renders each link once (issue 17).
 */
export function AppLink({
  href,
  prefetchOnView = false,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: AppLinkProps) {
  const router = useRouter();
  const prefetch = linkPrefetch({ isPrefetchAllowed: usePrefetchAllowed(), prefetchOnView });
  if (prefetch !== "intent") {
    return (
      <Link
        {...props}
        href={href}
        prefetch={prefetch === "view" ? null : false}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
        onTouchStart={onTouchStart}
      />
    );
  }
  const prefetchOnIntent = () => {
    const target = sitePathOf(href, location.href);
    // The whole page, not only its route tree and static parts (Next's default for a dynamic
    // page): the click then renders from what the hover fetched, with no request of its own.
    if (target) router.prefetch(target, { kind: PrefetchKind.FULL });
  };
  return (
    <Link
      {...props}
      href={href}
      // Not on view; next/link's own hover prefetch is off with it, so the handlers below start it.
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        prefetchOnIntent();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetchOnIntent();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetchOnIntent();
      }}
    />
  );
}
