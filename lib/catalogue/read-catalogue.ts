import "server-only";

import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { serverCache } from "@/lib/cache/server-cache";
import { operationName } from "@/lib/graphql/operation-name";

import { pimClient } from "./pim-client";

/**
 * A cached read of the product information system, keyed like content reads: backend, operation
 * and variables (the locale is a variable, so every language has its own entry).
 */
export function readCatalogue<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  cache: CacheOptions,
): Promise<TResult> {
  const key = `pim:${operationName(document)}:${JSON.stringify(variables)}`;
  return serverCache().read(key, () => pimClient.query(document, variables), cache);
}
