/**
 * Types a browser may show inline from our origin. Anything else (HTML, SVG, scripts) could run
 * in the site's origin, so it is always sent as a download.
 */
const INLINE_TYPES = [
  /^application\/pdf$/,
  /^image\/(png|jpeg|gif|webp|avif)$/,
  /^video\/(mp4|webm)$/,
  /^audio\/[a-z0-9.+-]+$/,
  /^text\/plain$/,
];

export function isSafeInline(mimeType: string): boolean {
  const type = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  return INLINE_TYPES.some((pattern) => pattern.test(type));
}

/**
 * A Content-Disposition header (RFC 6266): an ASCII file name for old clients plus the exact
 * name in UTF-8 (`filename*`).
 */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
