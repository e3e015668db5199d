import { admitFormUpload } from "@/lib/forms/uploads/form-upload-gate";
import { formUploadDeps, formUploadFiles } from "@/lib/forms/uploads/form-upload-deps";
import { appendToUpload, forwardToUpload } from "@/lib/tickets-uploads/tus-pass-through";

type Context = RouteContext<"/api/form-uploads/[id]">;

/** tus: where an upload stands (resuming after a network error). */
export async function HEAD(request: Request, { params }: Context) {
  const caller = await admitFormUpload(request, formUploadDeps(), { creating: false });
  if (!caller.ok) return caller.response;
  return forwardToUpload("HEAD", request, (await params).id, caller.ticket, formUploadFiles);
}

/** tus: the file's bytes, streamed to the intake, its type checked from its first bytes. */
export async function PATCH(request: Request, { params }: Context) {
  const caller = await admitFormUpload(request, formUploadDeps(), { creating: false });
  if (!caller.ok) return caller.response;
  return appendToUpload(request, (await params).id, caller.ticket, formUploadFiles);
}

/** tus termination: a removed file leaves nothing behind. */
export async function DELETE(request: Request, { params }: Context) {
  const caller = await admitFormUpload(request, formUploadDeps(), { creating: false });
  if (!caller.ok) return caller.response;
  return forwardToUpload("DELETE", request, (await params).id, caller.ticket, formUploadFiles);
}
