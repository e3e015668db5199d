import { portalFiles } from "@/lib/tickets-uploads/portal-files";
import { createUpload } from "@/lib/tickets-uploads/tus-pass-through";
import { admitUploadRequest } from "@/lib/tickets-uploads/upload-gate";

/**
 * Spec 001 §5, §9: the same-origin tus endpoint of the ticket forms' file upload (creation). A
 * file over 100 MB or of no size is refused from its declared length, before any byte is read.
 */
export async function POST(request: Request) {
  const caller = await admitUploadRequest(request, portalFiles.log);
  if (!caller.ok) return caller.response;
  return createUpload(request, caller.idToken, portalFiles);
}
