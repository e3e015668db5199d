"use client";

import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, following changes (a rotated phone, a resized window). The
 * server knows no screen: until hydrated it is `serverValue`.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
