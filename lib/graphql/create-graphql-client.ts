import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { ClientError, GraphQLClient } from "graphql-request";

import { createHttpFetch } from "@/lib/http/http-fetch";
import { createLogger } from "@/lib/log/logger";

import { dataOrThrow, graphQLErrorMessage, GraphQLRequestError } from "./graphql-error";
import { operationName } from "./operation-name";
import { shortenForLog } from "./shorten-for-log";

export interface GraphQLClientOptions {
  /** Name of the backend, for messages and logs ("content system"). */
  backend: string;
  url: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}

export interface TypedGraphQLClient {
  query<TResult, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    headers?: Record<string, string>,
  ): Promise<TResult>;
}

const printed = new WeakMap<object, string>();

function printOnce(document: TypedDocumentNode<unknown, never>): string {
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/** One client per backend: typed documents in, data or a clear error out. */
export function createGraphQLClient(options: GraphQLClientOptions): TypedGraphQLClient {
  const log = createLogger(options.backend);
  const client = new GraphQLClient(options.url, {
    fetch: createHttpFetch({
      backend: options.backend,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    }),
    headers: options.headers,
    errorPolicy: "all",
  });

  return {
    async query(document, variables, headers) {
      const name = operationName(document);
      const started = performance.now();
      try {
        const response = await client.rawRequest<unknown>(
          printOnce(document as TypedDocumentNode<unknown, never>),
          variables,
          headers,
        );
        return dataOrThrow(response);
      } catch (error) {
        if (error instanceof ClientError) {
          const { status, errors } = error.response;
          throw new GraphQLRequestError(graphQLErrorMessage({ status, errors }), status);
        }
        throw error;
      } finally {
        const ms = Math.round(performance.now() - started);
        log.debug(`${name} ${shortenForLog(variables)} ${ms} ms`);
      }
    },
  };
}
