"use client";

import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/**
 * False in the server's HTML and while React takes it over, true from then on: what only works
 * with the page's scripts (a form that sends itself) can say so until they run.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
