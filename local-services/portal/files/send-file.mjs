import fs from "node:fs";

/**
 * Sends a file on disk with the given headers: the whole file (200), one byte range of it (206)
 * or 416 for a range past its end; HEAD sends the headers only.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ file: string, size: number, headers: Record<string, string | number> }} sent
 */
export function sendFile(req, res, { file, size, headers }) {
  const range = byteRange(req.headers.range, size);
  /** @type {Record<string, string | number>} */
  const all = { ...headers, "Accept-Ranges": "bytes" };
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...all, "Content-Range": `bytes */${size}` });
    res.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) all["Content-Range"] = `bytes ${start}-${end}/${size}`;
  all["Content-Length"] = size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, all);
  if (req.method === "HEAD" || size === 0) {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file, { start, end });
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}

/**
 * One byte range of a file from a Range header: `{ start, end }` (inclusive), "unsatisfiable",
 * or null (no header, several ranges or a malformed one: the whole file is sent).
 * @param {string | undefined} header @param {number} size
 */
export function byteRange(header, size) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start;
  let end;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (Number(match[2] || size) < start) return null;
  }
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
