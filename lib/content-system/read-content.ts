import "server-only";

import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

import { serverCache } from "@/lib/cache/server-cache";
import { operationName } from "@/lib/graphql/operation-name";
import type { Locale } from "@/graphql/generated/content";

import { contentClient } from "./content-client";
import type { ContentRequest } from "./content-request";

/**
 * A cached content read. Drafts are always read fresh and never stored, so no visitor is ever
 * served a draft from the cache.
 */
export function readContent<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  request: Pick<ContentRequest, "locales" | "cache" | "stage">,
): Promise<TResult> {
  const key = `content:${operationName(document)}:${JSON.stringify(variables)}`;
  const cache = request.stage === "DRAFT" ? { mode: "bypass" as const } : request.cache;
  const headers = { "gcms-locales": request.locales.join(",") };
  return serverCache().read(key, () => contentClient.query(document, variables, headers), cache);
}

/** The content system's Locale enum holds languages only; other codes fall back to English. */
export function toContentLocales(languages: string[]): Locale[] {
  const known: ReadonlySet<string> = new Set<Locale>([
    "en",
    "de",
    "fr",
    "es",
    "it",
    "pt",
    "zh",
    "ja",
  ]);
  return languages.filter((code): code is Locale => known.has(code));
}
