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

/**
 * Whether links may prefetch their pages on this connection. False until hydrated: the server
 * cannot know the visitor's connection, and a prefetch started too early cannot be taken back.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shouldPrefetch(connection()),
    () => false,
  );
}
