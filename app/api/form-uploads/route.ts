import { admitFormUpload } from "@/lib/forms/uploads/form-upload-gate";
import { formUploadDeps, formUploadFiles } from "@/lib/forms/uploads/form-upload-deps";
import { createUpload } from "@/lib/tickets-uploads/tus-pass-through";

/**
 * tus creation of a public form's attachment, with the form's upload ticket: the ticket uploads'
 * rules (images or videos by their first bytes, at most 100 MB, refused before a byte is read).
 */
export async function POST(request: Request) {
  const caller = await admitFormUpload(request, formUploadDeps(), { creating: true });
  if (!caller.ok) return caller.response;
  return createUpload(request, caller.ticket, formUploadFiles);
}
