"use client";

import { useSyncExternalStore } from "react";

import { type ConnectionHints, shouldPrefetch } from "./should-prefetch";

type NetworkConnection = ConnectionHints & EventTarget;

function connection(): NetworkConnection | undefined {
  return (navigator as Navigator & { connection?: NetworkConnection }).connection;
}

function subscribe(onChange: () => void) {
  const current = connection();
  current?.addEventListener("change", onChange);
  return () => current?.removeEventListener("change", onChange);
}

/** Whether this connection may prefetch pages; false on the server, which cannot know it. */
export function isPrefetchAllowed(): boolean {
  return typeof navigator !== "undefined" && shouldPrefetch(connection());
}

/**
 * Whether links may prefetch their pages on this connection. The browser's answer holds from
 * hydration on: the prefetch setting changes no markup, so the first render need not match the
 * server's, and a hydration-time switch would re-render every link at once, one long task on a
 * phone (issue 17), and could not take back a prefetch already started.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, isPrefetchAllowed, isPrefetchAllowed);
}
