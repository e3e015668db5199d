"use client";

import { useEffect } from "react";

import { reloadOnChunkError } from "@/lib/client/reload-on-chunk-error";

/** Reloads the page once when a code chunk fails to load, e.g. after a new deployment. */
export function ChunkErrorReloader() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
