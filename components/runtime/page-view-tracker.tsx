"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

import { pageViewEvent, pushToDataLayer } from "@/lib/client/page-view";

/** Spec 000 §9: route-change delay; the new page's title is in place by then. */
const ROUTE_CHANGE_DELAY_MS = 100;

/**
 * Pushes a page_view on the first load and after every client-side navigation. Needs a Suspense
 * boundary: useSearchParams would otherwise turn every page into a per-request render.
 */
export function PageViewTracker({ language }: { language: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      pushToDataLayer(
        pageViewEvent({
          path: search ? `${pathname}?${search}` : pathname,
          title: document.title,
          location: window.location.href,
          language,
        }),
      );
    }, ROUTE_CHANGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, language]);
  return null;
}
