"use client";

import { useEffect, useRef, useState } from "react";

import {
  type LocationQuery,
  normalizeSearch,
  parseLocationSearch,
} from "@/lib/content/locations/location-filters";
import {
  historyAction,
  type LocationChangeSource,
  locationHref,
  SEARCH_URL_DELAY_MS,
} from "@/lib/content/locations/location-history";

/**
 * The list's filters, kept in the address: each choice is a history entry (back restores the
 * previous filters), typing filters at once and writes the address when it rests. The search
 * box keeps what was typed (`query.q`, raw); the list reads it normalized (`filters`).
 */
export function useLocationUrlState(initial: LocationQuery, path: string) {
  const [query, setQuery] = useState(initial);
  const lastSource = useRef<LocationChangeSource | null>(null);
  const pendingWrite = useRef<number | undefined>(undefined);
  const rendered = useRef({ initial, path });

  useEffect(() => {
    function restore() {
      window.clearTimeout(pendingWrite.current);
      lastSource.current = null;
      setQuery(parseLocationSearch(window.location.search));
    }
    // A page the page cache keeps without its filters (lib/routing/page-query.mjs) was rendered
    // for the whole list; the address still names the filters.
    const inAddress = parseLocationSearch(window.location.search);
    const { initial: renderedFor, path: ownPath } = rendered.current;
    if (locationHref(ownPath, inAddress) !== locationHref(ownPath, renderedFor)) restore();
    window.addEventListener("popstate", restore);
    return () => {
      window.removeEventListener("popstate", restore);
      window.clearTimeout(pendingWrite.current);
    };
  }, []);

  function writeAddress(next: LocationQuery, source: LocationChangeSource) {
    const href = locationHref(path, next);
    if (href !== `${window.location.pathname}${window.location.search}`) {
      // Next.js's router follows native history calls (useSearchParams, back and forward).
      if (historyAction(lastSource.current, source) === "push")
        window.history.pushState(null, "", href);
      else window.history.replaceState(null, "", href);
    }
    lastSource.current = source;
  }

  /** A select changed, the form was sent or the filters were reset: the address follows now. */
  function choose(next: LocationQuery) {
    window.clearTimeout(pendingWrite.current);
    setQuery(next);
    writeAddress(next, "choice");
  }

  function type(q: string) {
    const next = { ...query, q };
    setQuery(next);
    window.clearTimeout(pendingWrite.current);
    pendingWrite.current = window.setTimeout(
      () => writeAddress(next, "typing"),
      SEARCH_URL_DELAY_MS,
    );
  }

  return { query, filters: { ...query, q: normalizeSearch(query.q) }, choose, type };
}
