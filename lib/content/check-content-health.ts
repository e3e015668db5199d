import "server-only";

import { ContentHealthDocument } from "@/graphql/generated/content";

import { CONTENT_BACKEND, contentClient } from "./content-client";

export interface BackendHealth {
  name: string;
  state: "up" | "down";
  latencyMs: number;
  /** Why it is down, in one line; never a stack trace or a secret. */
  reason?: string;
}

/** Asks the content system a trivial question, past the cache. */
export async function checkContentHealth(): Promise<BackendHealth> {
  const started = performance.now();
  try {
    await contentClient.query(ContentHealthDocument, {});
    return {
      name: CONTENT_BACKEND,
      state: "up",
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown error";
    return {
      name: CONTENT_BACKEND,
      state: "down",
      latencyMs: Math.round(performance.now() - started),
      reason,
    };
  }
}
