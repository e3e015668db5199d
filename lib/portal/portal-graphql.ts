import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";

import { dataOrThrow, GraphQLRequestError } from "@/lib/graphql/graphql-error";

import { IDENTITY_TIMEOUT_S } from "./identity-settings";

/** The portal's same-origin GraphQL proxy (spec 001 §7); it verifies the ID token. */
const TICKETS_PROXY = "/api/tickets-proxy";
/** The log level the portal back end uses for the browser's calls (spec 001 §7). */
const DEBUG_LEVEL = "info";

interface ProxyAnswer {
  data?: unknown;
  errors?: { message?: string; extensions?: unknown }[];
  error?: unknown;
}

/**
 * The authenticated GraphQL client of the browser: every call carries the ID token and the debug
 * level. An answer with errors, without data or with only null data is an error (spec 001 §7, §8).
 */
export async function portalQuery<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  idToken: string,
): Promise<TResult> {
  const response = await fetch(TICKETS_PROXY, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "x-id-token": idToken,
      "x-debug-level": DEBUG_LEVEL,
    },
    body: JSON.stringify({ query: print(document), variables }),
    signal: AbortSignal.timeout(IDENTITY_TIMEOUT_S * 1000 * 3),
  });
  let answer: ProxyAnswer = {};
  try {
    answer = (await response.json()) as ProxyAnswer;
  } catch {
    // Not JSON: reported with the status below.
  }
  if (!response.ok && typeof answer.error === "string") {
    throw new GraphQLRequestError(answer.error, response.status);
  }
  return dataOrThrow<TResult>({
    status: response.status,
    data: answer.data,
    errors: answer.errors,
  });
}
