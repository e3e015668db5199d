// A rendered page as the shared layer (Redis) holds it: what serving it needs, compressed
// variants included, so an instance serves another's render without rendering or compressing.

/**
 * @typedef {import("./page-cache.mjs").CachedPage} CachedPage
 * @typedef {{ page: CachedPage, generation: number, storedAt: number }} SharedPage
 *   generation: the shared generation when its render began; storedAt: wall-clock store time
 */

/**
 * One buffer: the length of a JSON header (4 bytes), the header, then body, gzip and brotli.
 * @param {CachedPage} page
 * @param {number} generation
 * @param {number} storedAt
 * @returns {Buffer}
 */
export function encodeSharedPage(page, generation, storedAt) {
  const meta = Buffer.from(
    JSON.stringify({
      status: page.status,
      headers: page.headers,
      etag: page.etag,
      g: generation,
      t: storedAt,
      sizes: [page.body.length, page.gzip.length, page.br.length],
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.length);
  return Buffer.concat([length, meta, page.body, page.gzip, page.br]);
}

/**
 * The page read back; undefined for nothing or anything that is not a whole page.
 * @param {Buffer | null} raw
 * @returns {SharedPage | undefined}
 */
export function decodeSharedPage(raw) {
  if (!raw || raw.length < 4) return undefined;
  try {
    const metaLength = raw.readUInt32BE(0);
    const meta = JSON.parse(raw.subarray(4, 4 + metaLength).toString());
    const sizes = meta.sizes;
    if (
      !Array.isArray(sizes) ||
      sizes.length !== 3 ||
      typeof meta.status !== "number" ||
      typeof meta.etag !== "string" ||
      typeof meta.g !== "number" ||
      typeof meta.t !== "number" ||
      4 + metaLength + sizes.reduce((sum, size) => sum + size, 0) !== raw.length
    ) {
      return undefined;
    }
    let offset = 4 + metaLength;
    const [body, gzip, br] = sizes.map((size) => {
      const part = raw.subarray(offset, offset + size);
      offset += size;
      return part;
    });
    return {
      page: {
        status: meta.status,
        headers: meta.headers,
        etag: meta.etag,
        body: /** @type {Buffer} */ (body),
        gzip: /** @type {Buffer} */ (gzip),
        br: /** @type {Buffer} */ (br),
      },
      generation: meta.g,
      storedAt: meta.t,
    };
  } catch {
    return undefined;
  }
}
