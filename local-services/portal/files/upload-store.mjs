import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { SNIFF_BYTES, sniffMediaType } from "../../../contracts/portal/tickets/media-type.mjs";

/** What a refused upload answers (tus hands a thrown `{ status_code, body }` to the client). */
export const NOT_MEDIA = { status_code: 415, body: "Only images or videos can be uploaded\n" };

/**
 * The tus file store that looks at an upload's first bytes as soon as they arrive: the bytes of
 * a PATCH (or a creation with upload) at an offset below SNIFF_BYTES are read ahead, joined with
 * what is stored, and sniffed before anything is written; a file that is no image or video is
 * deleted and refused with 415, so nothing of it stays. When a request brings fewer bytes than
 * needed (and the file is longer), the next one decides.
 */
// @ts-expect-error -- tus declares checkOrCreateDirectory private; this store replaces it (below)
export class SniffingFileStore extends FileStore {
  /**
   * @param {ConstructorParameters<typeof FileStore>[0] & {
   *   onSniffed: (id: string, type: import('../../../contracts/portal/tickets/media-type.mjs').MediaType) => void,
   *   onRefused: (id: string) => void,
   * }} options
   */
  constructor({ onSniffed, onRefused, ...options }) {
    super(options);
    this.onSniffed = onSniffed;
    this.onRefused = onRefused;
  }

  /**
   * The directory is made synchronously before the store (uploads.mjs). tus's own check makes it
   * again later and throws from a callback, which ends the process when the data folder has gone
   * meanwhile (a test's temporary store removed right after start).
   * @override
   */
  checkOrCreateDirectory() {}

  /**
   * @param {import('node:stream').Readable} readable @param {string} id @param {number} offset
   * @returns {Promise<number>}
   * @override
   */
  async write(readable, id, offset) {
    if (offset >= SNIFF_BYTES) return super.write(readable, id, offset);
    const upload = await this.getUpload(id);
    // @ts-expect-error -- tus declares resolve (an upload's file path) private; its files are read here
    const stored = offset > 0 ? await readHead(this.resolve(id), offset) : Buffer.alloc(0);
    const iterator = readable[Symbol.asyncIterator]();
    /** @type {Buffer[]} */
    const ahead = [];
    let aheadBytes = 0;
    let ended = false;
    while (stored.length + aheadBytes < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      ahead.push(next.value);
      aheadBytes += next.value.length;
    }
    const head = Buffer.concat([stored, ...ahead]);
    const decidable = head.length >= SNIFF_BYTES || head.length >= (upload.size ?? Infinity);
    if (decidable) {
      const type = sniffMediaType(head.subarray(0, SNIFF_BYTES));
      if (!type) {
        await this.remove(id).catch(() => {});
        this.onRefused(id);
        throw NOT_MEDIA;
      }
      this.onSniffed(id, type);
    }
    const rest = Readable.from(
      (async function* () {
        yield* ahead;
        if (ended) return;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield next.value;
        }
      })(),
    );
    return super.write(rest, id, offset);
  }
}

/** @param {string} file @param {number} length */
async function readHead(file, length) {
  const handle = await fs.open(file, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
