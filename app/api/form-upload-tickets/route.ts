import { issueUploadTicket } from "@/lib/forms/uploads/form-upload-gate";
import { formUploadDeps } from "@/lib/forms/uploads/form-upload-deps";

/**
 * A public form's upload ticket (docs/forms.md): 201 `{ ticket,
 * expiresAt }`; 403 from another site, 429 past the hourly limit, 503 while the intake is down.
 */
export async function POST(request: Request) {
  return issueUploadTicket(request, formUploadDeps());
}
