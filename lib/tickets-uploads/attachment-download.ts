import "server-only";

import { backendAttachmentUrl } from "./attachment-request";
import { downloadPortalFile } from "./portal-file-download";
import type { PortalFiles } from "./tus-pass-through";

/** GET a ticket attachment with the access key of its URL (see downloadPortalFile). */
export function downloadAttachment(request: Request, id: string, files: PortalFiles) {
  return downloadPortalFile(
    request,
    {
      backendUrl: backendAttachmentUrl(files.filesUrl, id, new URL(request.url).searchParams),
      label: `attachment ${id}`,
      notFoundMessage: "No such attachment, or its link has expired; reload the ticket",
    },
    files,
  );
}
