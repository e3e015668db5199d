import "server-only";

import { errorResponse } from "@/lib/api/error-response";

import { DOWNLOAD_HEADERS, forwardedRange } from "./attachment-request";
import { portalFilesUnavailable } from "./backend-answer";
import { fetchUntilHeaders } from "./fetch-until-headers";
import type { PortalFiles } from "./tus-pass-through";

interface PortalFileDownload {
  /** The back end's address of the file with its access key; null when the request cannot name one. */
  backendUrl: string | null;
  /** What the file is, for the log: `attachment A-1`. */
  label: string;
  /** The 404's message: what the user can do about a missing or expired link. */
  notFoundMessage: string;
}

/**
 * GET a file of the portal back end whose only credential is the access key in its URL (from
 * GraphQL; a link or `<img>` sends no ID token); the back end checks it. The bytes stream
 * through as they come, ranges included.
 */
export async function downloadPortalFile(
  request: Request,
  download: PortalFileDownload,
  files: PortalFiles,
): Promise<Response> {
  const notFound = () =>
    errorResponse(404, { error: "Not found", message: download.notFoundMessage });
  if (download.backendUrl === null) return notFound();
  const range = forwardedRange(request.headers.get("range"));
  let backend: Response;
  try {
    backend = await fetchUntilHeaders(
      download.backendUrl,
      { method: "GET", headers: range ? { Range: range } : {} },
      { timeoutMs: files.timeoutMs, signal: request.signal },
    );
  } catch (error) {
    return portalFilesUnavailable(files.log, error);
  }
  if (backend.status === 404 || backend.status === 403) {
    await backend.body?.cancel().catch(() => undefined);
    return notFound();
  }
  if (backend.status >= 400 && backend.status !== 416) {
    await backend.body?.cancel().catch(() => undefined);
    files.log.error(`portal files back end answered ${backend.status} for ${download.label}`);
    return errorResponse(502, {
      error: "Bad gateway",
      message: "The file cannot be loaded; try again later.",
    });
  }
  const headers = new Headers({ "X-Content-Type-Options": "nosniff" });
  for (const name of DOWNLOAD_HEADERS) {
    const value = backend.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  return new Response(backend.body, { status: backend.status, headers });
}
