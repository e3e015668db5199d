import { errorResponse } from "./error-response";

type LimitedBody = { ok: true; bytes: Uint8Array } | { ok: false; response: Response };

/**
 * A route handler's request body, read chunk by chunk and counted as it arrives: at `maxBytes`
 * the stream is cancelled and the caller gets a 413, so a body sent chunked (without
 * Content-Length) costs no more memory than one that declares its size.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return tooLarge(maxBytes);
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      length += read.value.byteLength;
      if (length > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return tooLarge(maxBytes);
      }
      chunks.push(read.value);
    }
  } catch {
    return {
      ok: false,
      response: errorResponse(400, {
        error: "Invalid request",
        message: "the body ended before it was complete",
      }),
    };
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

function tooLarge(maxBytes: number): { ok: false; response: Response } {
  return {
    ok: false,
    response: errorResponse(413, {
      error: "Payload too large",
      message: `the body must be at most ${maxBytes} bytes`,
    }),
  };
}
