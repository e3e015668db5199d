import "server-only";

import { errorResponse } from "@/lib/api/error-response";

import { type Log, portalFilesUnavailable, siteAnswer } from "./backend-answer";
import { fetchUntilHeaders } from "./fetch-until-headers";
import { releaseUploadGarbage } from "./release-upload-garbage";
import { streamToBackend } from "./stream-to-backend";
import {
  backendRequestHeaders,
  checkUploadLength,
  checkUploadMetadata,
  checkUploadOffset,
  isUploadId,
  type Refusal,
} from "./tus-headers";
import { BodyTooLongError, openUploadBody } from "./upload-body";

export interface PortalFiles {
  /** `PORTAL_FILES_URL`: the back end's `/uploads` and `/attachments` lie below it. */
  filesUrl: string;
  /** Until the back end's answer starts; a chunk's bytes flow as long as the browser sends. */
  timeoutMs: number;
  log: Log;
  /** The header the caller's credential goes to the back end in (default `x-id-token`). */
  credentialHeader?: string;
  /** The site's own path of these uploads (default /api/ticket-uploads), for `Location`. */
  sitePath?: string;
}

/** A chunk of the browser (tus-js-client sends 5 MB) may take a while on a slow line. */
const PATCH_TIMEOUT_MS = 10 * 60 * 1000;
/** How many bytes of one request may pass before their garbage is released. */
const RELEASE_EVERY_BYTES = 8 * 1024 * 1024;

/** POST: a new upload; its size is checked before anything else is read. */
export async function createUpload(request: Request, idToken: string, files: PortalFiles) {
  const length = checkUploadLength(request.headers.get("upload-length"));
  if (!length.ok) return refusal(request, length);
  const metadata = checkUploadMetadata(request.headers.get("upload-metadata"));
  if (!metadata.ok) return refusal(request, metadata);
  // Creation carries no bytes here: tus-js-client sends them with PATCH.
  await request.body?.cancel().catch(() => undefined);
  return call(
    files,
    "POST",
    uploadsUrl(files),
    backendRequestHeaders(request.headers, idToken, files.credentialHeader),
  );
}

/**
 * HEAD (where a resumed upload goes on) and DELETE (a cancelled upload is removed, tus
 * termination): passed on as they are.
 */
export async function forwardToUpload(
  method: "HEAD" | "DELETE",
  request: Request,
  id: string,
  idToken: string,
  files: PortalFiles,
) {
  if (!isUploadId(id)) return notFound();
  return call(
    files,
    method,
    uploadsUrl(files, id),
    backendRequestHeaders(request.headers, idToken, files.credentialHeader),
  );
}

/**
 * PATCH: the bytes, streamed on. The upload's state comes first from the back end, so no byte
 * beyond its declared length is forwarded; the chunk that starts the file must begin like an
 * image or video, else the upload is removed and the browser told why.
 */
export async function appendToUpload(
  request: Request,
  id: string,
  idToken: string,
  files: PortalFiles,
) {
  if (!isUploadId(id)) return discard(request, notFound());
  const offset = checkUploadOffset(request.headers.get("upload-offset"));
  if (!offset.ok) return refusal(request, offset);
  const headers = backendRequestHeaders(request.headers, idToken, files.credentialHeader);

  const state = await call(files, "HEAD", uploadsUrl(files, id), headers);
  if (!state.ok) return discard(request, state);
  const stored = Number(state.headers.get("upload-offset"));
  const length = Number(state.headers.get("upload-length"));
  if (!Number.isInteger(stored) || !Number.isInteger(length)) {
    files.log.error(`portal files back end gave no offset or length for upload ${id}`);
    return discard(
      request,
      errorResponse(502, {
        error: "Bad gateway",
        message: "The upload service answered without the upload's state; try again later.",
      }),
    );
  }
  if (offset.value !== stored) {
    return discard(
      request,
      errorResponse(409, {
        error: "Conflict",
        message: `Upload-Offset must be ${stored}, where the upload stands`,
      }),
    );
  }
  const remaining = length - stored;
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > remaining) {
    return discard(request, tooLong(remaining));
  }
  if (!request.body) return call(files, "PATCH", uploadsUrl(files, id), headers);

  let released = 0;
  const body = await openUploadBody(request.body, {
    remaining,
    sniff: stored === 0,
    // One long request (not the widget's) is released on the way too.
    onPassed: (bytes) => {
      if (bytes - released < RELEASE_EVERY_BYTES) return;
      released = bytes;
      releaseUploadGarbage();
    },
  });
  if (!body.ok) {
    await call(
      files,
      "DELETE",
      uploadsUrl(files, id),
      backendRequestHeaders(request.headers, idToken, files.credentialHeader),
    );
    return errorResponse(415, {
      error: "Unsupported media type",
      message: "Only images or videos can be uploaded: the file does not begin like one",
    });
  }
  try {
    const backend = await streamToBackend(
      uploadsUrl(files, id),
      { method: "PATCH", headers, body: body.stream },
      { timeoutMs: PATCH_TIMEOUT_MS, signal: request.signal },
    );
    return await siteAnswer(backend, files.log, files.sitePath);
  } catch (error) {
    if (isBodyTooLong(error)) return tooLong(remaining);
    if (request.signal.aborted) {
      return errorResponse(400, {
        error: "Invalid request",
        message: "the body ended before it was complete",
      });
    }
    return portalFilesUnavailable(files.log, error);
  } finally {
    releaseUploadGarbage();
  }
}

async function call(files: PortalFiles, method: string, url: string, headers: Headers) {
  try {
    const backend = await fetchUntilHeaders(
      url,
      { method, headers },
      { timeoutMs: files.timeoutMs },
    );
    return await siteAnswer(backend, files.log, files.sitePath);
  } catch (error) {
    return portalFilesUnavailable(files.log, error);
  }
}

function uploadsUrl(files: PortalFiles, id?: string): string {
  return `${files.filesUrl}/uploads${id === undefined ? "" : `/${encodeURIComponent(id)}`}`;
}

function notFound(): Response {
  return errorResponse(404, { error: "Not found", message: "No such upload" });
}

function tooLong(remaining: number): Response {
  return errorResponse(413, {
    error: "Payload too large",
    message: `The body is longer than the upload's remaining ${remaining} bytes`,
  });
}

async function refusal(request: Request, refused: Refusal): Promise<Response> {
  return discard(
    request,
    errorResponse(refused.status, { error: refused.error, message: refused.message }),
  );
}

async function discard(request: Request, response: Response): Promise<Response> {
  await request.body?.cancel().catch(() => undefined);
  return response;
}

/** fetch reports a failed body stream as a TypeError whose cause is the stream's error. */
function isBodyTooLong(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof BodyTooLongError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
