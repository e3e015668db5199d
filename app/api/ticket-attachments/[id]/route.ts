import { downloadAttachment } from "@/lib/tickets-uploads/attachment-download";
import { portalFiles } from "@/lib/tickets-uploads/portal-files";

/**
 * A ticket attachment (spec 001 §2 "Service tickets": download, image and video previews):
 * `/api/ticket-attachments/{id}?key=…[&download=1]`, streamed from the portal back end.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/api/ticket-attachments/[id]">,
) {
  return downloadAttachment(request, (await params).id, portalFiles);
}
