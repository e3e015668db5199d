import { MAX_UPLOAD_BYTES } from "@/contracts/portal/tickets/ticket-input-rules.mjs";

/** The site's own address of the tus uploads; the back end's is `/portal/uploads`. */
const SITE_UPLOADS_PATH = "/api/ticket-uploads";

/** The tus headers an answer of the back end carries on to the browser (Location apart). */
const TUS_RESPONSE_HEADERS = [
  "Tus-Resumable",
  "Tus-Version",
  "Tus-Extension",
  "Tus-Max-Size",
  "Upload-Offset",
  "Upload-Length",
  "Upload-Metadata",
  "Upload-Expires",
] as const;

/** The tus headers of the browser's request that the back end needs. */
const TUS_REQUEST_HEADERS = [
  "Tus-Resumable",
  "Upload-Length",
  "Upload-Metadata",
  "Upload-Offset",
  "Content-Type",
] as const;

/** tus metadata is a short list of key/base64 pairs; anything longer is no browser's. */
const MAX_METADATA_LENGTH = 4096;

/** Upload ids the back end hands out: plain URL-safe characters (like every portal id). */
const UPLOAD_ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;

export type Refusal = { status: number; error: string; message: string };
type HeaderCheck<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

const WHOLE_NUMBER = /^\d{1,16}$/;

/** `Upload-Length` of a creation: required, a whole number, 1 byte to MAX_UPLOAD_BYTES. */
export function checkUploadLength(header: string | null): HeaderCheck<number> {
  if (header === null) {
    return refuse(400, "Invalid request", "Upload-Length is required: the file's size in bytes");
  }
  if (!WHOLE_NUMBER.test(header.trim())) {
    return refuse(400, "Invalid request", "Upload-Length must be a whole number of bytes");
  }
  const length = Number(header.trim());
  if (length > MAX_UPLOAD_BYTES) {
    return refuse(
      413,
      "Payload too large",
      `The file is too large: at most ${MAX_UPLOAD_BYTES} bytes (100 MB)`,
    );
  }
  if (length === 0) return refuse(400, "Invalid request", "The file is empty");
  return { ok: true, value: length };
}

/** `Upload-Offset` of a PATCH: required, a whole number. */
export function checkUploadOffset(header: string | null): HeaderCheck<number> {
  if (header === null || !WHOLE_NUMBER.test(header.trim())) {
    return refuse(400, "Invalid request", "Upload-Offset must be a whole number of bytes");
  }
  return { ok: true, value: Number(header.trim()) };
}

/** `Upload-Metadata` of a creation: optional, short. */
export function checkUploadMetadata(header: string | null): HeaderCheck<string | null> {
  if (header !== null && header.length > MAX_METADATA_LENGTH) {
    return refuse(
      400,
      "Invalid request",
      `Upload-Metadata must be at most ${MAX_METADATA_LENGTH} characters`,
    );
  }
  return { ok: true, value: header };
}

/** Whether a path segment can be an upload id at all (else the answer is 404). */
export function isUploadId(id: string): boolean {
  return UPLOAD_ID.test(id);
}

/**
 * The back end's `Location` (`/portal/uploads/{id}`, possibly absolute) as the site's own
 * address; null when it names no upload.
 */
export function siteUploadLocation(
  backendLocation: string | null,
  sitePath: string = SITE_UPLOADS_PATH,
): string | null {
  if (backendLocation === null) return null;
  let path: string;
  try {
    path = new URL(backendLocation, "http://backend.invalid").pathname;
  } catch {
    return null;
  }
  const id = /\/uploads\/([^/]+)$/.exec(path)?.[1];
  return id !== undefined && isUploadId(id) ? `${sitePath}/${id}` : null;
}

/**
 * The headers of a request to the back end: the browser's tus headers and the caller's
 * credential (the ID token; a public form's upload ticket).
 */
export function backendRequestHeaders(
  request: Headers,
  idToken: string,
  credentialHeader = "x-id-token",
): Headers {
  const headers = new Headers({ [credentialHeader]: idToken });
  for (const name of TUS_REQUEST_HEADERS) {
    const value = request.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The headers of the answer to the browser: the back end's tus headers, its own Location. */
export function siteResponseHeaders(
  backend: Headers,
  sitePath: string = SITE_UPLOADS_PATH,
): Headers {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of TUS_RESPONSE_HEADERS) {
    const value = backend.get(name);
    if (value !== null) headers.set(name, value);
  }
  const location = siteUploadLocation(backend.get("location"), sitePath);
  if (location !== null) headers.set("Location", location);
  return headers;
}

function refuse(status: number, error: string, message: string): { ok: false } & Refusal {
  return { ok: false, status, error, message };
}
