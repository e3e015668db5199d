import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { print } from "graphql";
import { ClientError, GraphQLClient } from "graphql-request";

import { createHttpFetch } from "@/lib/http/http-fetch";
import { createLogger } from "@/lib/log/logger";

import { dataOrThrow, graphQLErrorMessage, GraphQLRequestError } from "./graphql-error";
import { operationName } from "./operation-name";
import { shortenForLog } from "./shorten-for-log";

interface GraphQLClientOptions {
  /** Name of the backend, for messages and logs ("content system"). */
  backend: string;
  url: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}

interface TypedGraphQLClient {
  query<TResult, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    headers?: Record<string, string>,
  ): Promise<TResult>;
}

const tracer = trace.getTracer("komax-web");

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
    query<TResult>(
      document: TypedDocumentNode<TResult, never>,
      variables: Record<string, unknown>,
      headers?: Record<string, string>,
    ): Promise<TResult> {
      const name = operationName(document);
      const attributes = { "graphql.operation.name": name, "komax.backend": options.backend };
      return tracer.startActiveSpan(
        `POST ${options.backend}`,
        { kind: SpanKind.CLIENT, attributes },
        async (span) => {
          const started = performance.now();
          let status: number | undefined;
          try {
            const response = await client.rawRequest<unknown>(
              printOnce(document as TypedDocumentNode<unknown, never>),
              variables,
              headers,
            );
            status = response.status;
            return dataOrThrow<TResult>(response);
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
            if (error instanceof ClientError) {
              const { errors } = error.response;
              status = error.response.status;
              throw new GraphQLRequestError(graphQLErrorMessage({ status, errors }), status);
            }
            throw error;
          } finally {
            if (status !== undefined) span.setAttribute("http.response.status_code", status);
            span.end();
            const durationMs = Math.round(performance.now() - started);
            const logged = { variables: shortenForLog(variables), status, durationMs };
            log.debug(`${name} ${logged.variables} ${durationMs} ms`, logged);
          }
        },
      );
    },
  };
}
