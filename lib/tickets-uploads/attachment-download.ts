import "server-only";

import { errorResponse } from "@/lib/api/error-response";

import { DOWNLOAD_HEADERS, backendAttachmentUrl, forwardedRange } from "./attachment-request";
import { portalFilesUnavailable } from "./backend-answer";
import { fetchUntilHeaders } from "./fetch-until-headers";
import type { PortalFiles } from "./tus-pass-through";

/**
 * GET an attachment: the key from GraphQL is its only credential (an `<img>` sends no ID token);
 * the back end checks it. The bytes stream through as they come, ranges included.
 */
export async function downloadAttachment(request: Request, id: string, files: PortalFiles) {
  const url = backendAttachmentUrl(files.filesUrl, id, new URL(request.url).searchParams);
  if (url === null) return notFound();
  const range = forwardedRange(request.headers.get("range"));
  let backend: Response;
  try {
    backend = await fetchUntilHeaders(
      url,
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
    files.log.error(`portal files back end answered ${backend.status} for attachment ${id}`);
    return errorResponse(502, {
      error: "Bad gateway",
      message: "The attachment cannot be loaded; try again later.",
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

function notFound(): Response {
  return errorResponse(404, {
    error: "Not found",
    message: "No such attachment, or its link has expired; reload the ticket",
  });
}
