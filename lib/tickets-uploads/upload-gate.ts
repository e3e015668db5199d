import "server-only";

import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { requireIdToken } from "@/lib/identity/require-id-token";
import { verifySiteIdToken } from "@/lib/identity/site-id-token-verifier";

import type { Log } from "./backend-answer";

type UploadCaller = { ok: true; idToken: string } | { ok: false; response: Response };

/**
 * Every ticket upload and attachment request: the site's own page sent it and its ID token
 * verifies fully (DESIGN.md "Security design"); the token then goes on to the back end, which
 * checks the uploader. A refused request's body is never read.
 */
export async function admitUploadRequest(request: Request, log: Log): Promise<UploadCaller> {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return refused(request, crossSite);
  const identity = await requireIdToken(request, verifySiteIdToken, log);
  if (!identity.ok) return refused(request, identity.response);
  return { ok: true, idToken: identity.token };
}

async function refused(request: Request, response: Response): Promise<UploadCaller> {
  await request.body?.cancel().catch(() => undefined);
  return { ok: false, response };
}
