import { SNIFF_BYTES, sniffMediaType } from "@/contracts/portal/tickets/media-type.mjs";

/** Raised inside the forwarded stream when the browser sends more than the upload has left. */
export class BodyTooLongError extends Error {
  override name = "BodyTooLongError";

  constructor(readonly remaining: number) {
    super(`the body is longer than the upload's remaining ${remaining} bytes`);
  }
}

type UploadBody =
  { ok: true; stream: ReadableStream<Uint8Array> } | { ok: false; reason: "notMedia" };

/**
 * A PATCH body to forward without holding it in memory: when `sniff` (the chunk that starts the
 * file) the first bytes are read first and must be an image or video; the stream then replays
 * them and pulls the rest chunk by chunk, and errors as soon as more than `remaining` bytes came,
 * before any byte beyond that is passed on. `onPassed` hears the bytes passed on so far.
 */
export async function openUploadBody(
  body: ReadableStream<Uint8Array>,
  {
    remaining,
    sniff,
    onPassed,
  }: { remaining: number; sniff: boolean; onPassed?: (bytes: number) => void },
): Promise<UploadBody> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let headLength = 0;
  let ended = false;
  if (sniff) {
    while (headLength < SNIFF_BYTES) {
      const read = await reader.read();
      if (read.done) {
        ended = true;
        break;
      }
      head.push(read.value);
      headLength += read.value.byteLength;
    }
    if (sniffMediaType(firstBytes(head, SNIFF_BYTES)) === null) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: "notMedia" };
    }
  }

  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = head.shift() ?? (ended ? undefined : await nextChunk());
      if (chunk === undefined) {
        controller.close();
        return;
      }
      sent += chunk.byteLength;
      if (sent > remaining) {
        await reader.cancel().catch(() => undefined);
        controller.error(new BodyTooLongError(remaining));
        return;
      }
      controller.enqueue(chunk);
      onPassed?.(sent);
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => undefined);
    },
  });
  return { ok: true, stream };

  async function nextChunk(): Promise<Uint8Array | undefined> {
    const read = await reader.read();
    if (read.done) ended = true;
    return read.done ? undefined : read.value;
  }
}

function firstBytes(chunks: Uint8Array[], count: number): Uint8Array {
  const bytes = new Uint8Array(Math.min(count, total(chunks)));
  let at = 0;
  for (const chunk of chunks) {
    if (at >= bytes.length) break;
    const part = chunk.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

function total(chunks: Uint8Array[]): number {
  return chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
}
