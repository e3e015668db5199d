import "server-only";

import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

/**
 * Sends a request body stream to the back end with node:http and answers with its Response.
 * Not fetch: Node's fetch copies every chunk on the way out, so a 100 MB upload left some 100 MB
 * of garbage in the site's memory before a collection (measured: tests/e2e/
 * ticket-upload-memory.spec.ts); piping keeps it to the chunks in flight.
 */
export function streamToBackend(
  url: string,
  init: { method: string; headers: Headers; body: ReadableStream<Uint8Array> },
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<Response> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const outgoing = send(target, {
      method: init.method,
      headers: Object.fromEntries(init.headers),
      signal,
    });
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    outgoing.on("response", (incoming: IncomingMessage) => {
      clearTimeout(timer);
      const status = incoming.statusCode ?? 502;
      const hasBody = ![204, 205, 304].includes(status);
      if (!hasBody) incoming.resume();
      const body = hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : null;
      try {
        resolve(new Response(body, { status, headers: responseHeaders(incoming) }));
      } catch (error) {
        incoming.destroy();
        reject(error);
      }
    });
    outgoing.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    pipeline(Readable.fromWeb(init.body as NodeReadableStream), outgoing).catch(
      (error: unknown) => {
        clearTimeout(timer);
        outgoing.destroy();
        reject(error);
      },
    );
  });
}

function responseHeaders(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
