import { ACCESS_KEY, FILE_ID } from "@/lib/portal/file-access-rules";

/** The response headers of a download that pass from the back end to the browser. */
export const DOWNLOAD_HEADERS = [
  "Content-Type",
  "Content-Length",
  "Content-Range",
  "Accept-Ranges",
  "Content-Disposition",
  "Cache-Control",
  "ETag",
  "Last-Modified",
] as const;

/** One range, or a few: what a video element or a resumed download asks for. */
const RANGE = /^bytes=[\d\s,-]{1,200}$/;

/**
 * The back end's address of an attachment for `/api/ticket-attachments/{id}?key=…[&download=1]`,
 * or null when the id or key cannot be one (the answer is then 404, as for an unknown one).
 */
export function backendAttachmentUrl(filesUrl: string, id: string, query: URLSearchParams) {
  const key = query.get("key");
  if (!FILE_ID.test(id) || key === null || !ACCESS_KEY.test(key)) return null;
  const target = new URL(`${filesUrl}/attachments/${encodeURIComponent(id)}`);
  target.searchParams.set("key", key);
  if (query.get("download") === "1") target.searchParams.set("download", "1");
  return target.toString();
}

/** The browser's Range header when it is a plain byte range; others are dropped (whole file). */
export function forwardedRange(range: string | null): string | null {
  return range !== null && RANGE.test(range) ? range : null;
}
