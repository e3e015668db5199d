import "server-only";

import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { cachedQuery } from "@/lib/graphql/cached-query";
import { operationName } from "@/lib/graphql/operation-name";

import { PIM_BACKEND, pimClient } from "./pim-client";

/**
 * A cached read of the product information system, keyed like content reads: backend, operation
 * and variables (the locale is a variable, so every language has its own entry).
 */
export function readCatalogue<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  cache: CacheOptions,
): Promise<TResult> {
  const operation = operationName(document);
  const key = `pim:${operation}:${JSON.stringify(variables)}`;
  const load = () => pimClient.query(document, variables);
  return cachedQuery({ backend: PIM_BACKEND, operation, key, cache, load });
}
