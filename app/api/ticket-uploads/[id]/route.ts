import { portalFiles } from "@/lib/tickets-uploads/portal-files";
import { appendToUpload, forwardToUpload } from "@/lib/tickets-uploads/tus-pass-through";
import { admitUploadRequest } from "@/lib/tickets-uploads/upload-gate";

type Context = RouteContext<"/api/ticket-uploads/[id]">;

/** tus: where an upload stands (resuming after a network error). */
export async function HEAD(request: Request, { params }: Context) {
  const caller = await admitUploadRequest(request, portalFiles.log);
  if (!caller.ok) return caller.response;
  return forwardToUpload("HEAD", request, (await params).id, caller.idToken, portalFiles);
}

/** tus: the file's bytes, streamed to the portal back end, its type checked from its first bytes. */
export async function PATCH(request: Request, { params }: Context) {
  const caller = await admitUploadRequest(request, portalFiles.log);
  if (!caller.ok) return caller.response;
  return appendToUpload(request, (await params).id, caller.idToken, portalFiles);
}

/** tus termination: a cancelled upload leaves nothing behind. */
export async function DELETE(request: Request, { params }: Context) {
  const caller = await admitUploadRequest(request, portalFiles.log);
  if (!caller.ok) return caller.response;
  return forwardToUpload("DELETE", request, (await params).id, caller.idToken, portalFiles);
}
