import "server-only";

import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

import { cachedQuery } from "@/lib/graphql/cached-query";
import { operationName } from "@/lib/graphql/operation-name";
import type { Locale } from "@/graphql/generated/content";

import { CONTENT_BACKEND, contentClient } from "./content-client";
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
  const operation = operationName(document);
  const key = `content:${operation}:${JSON.stringify(variables)}`;
  const cache = request.stage === "DRAFT" ? { mode: "bypass" as const } : request.cache;
  const headers = { "gcms-locales": request.locales.join(",") };
  const load = () => contentClient.query(document, variables, headers);
  return cachedQuery({ backend: CONTENT_BACKEND, operation, key, cache, load });
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
