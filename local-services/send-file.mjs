import fs from "node:fs";

/**
 * Sends a file or a rendered body, whole or the one byte range the request asks for: browsers
 * fetch videos in ranges and cannot seek (Chromium may not even start) without 206 answers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ body: Buffer | Uint8Array | string, type: string, cacheControl: string }} file
 *   body: the bytes, or the path of the file to stream
 */
export function sendFile(req, res, { body, type, cacheControl }) {
  const size = typeof body === "string" ? fs.statSync(body).size : body.length;
  const headers = { "Content-Type": type, "Cache-Control": cacheControl, "Accept-Ranges": "bytes" };
  const range = byteRange(req.headers.range, size);
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}` });
    res.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  res.writeHead(range ? 206 : 200, {
    ...headers,
    "Content-Length": Math.max(0, end - start + 1),
    ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === "HEAD" || size === 0) {
    res.end();
  } else if (typeof body === "string") {
    fs.createReadStream(body, { start, end })
      .on("error", (error) => res.destroy(error))
      .pipe(res);
  } else {
    res.end(Buffer.from(body.buffer, body.byteOffset, body.length).subarray(start, end + 1));
  }
}

/**
 * One "bytes=a-b", "bytes=a-" or "bytes=-n" range; anything else (several ranges, other units)
 * is answered with the whole file, as RFC 9110 allows.
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | "unsatisfiable" | null}
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
