import { backendWireFlowFileUrl } from "@/lib/portal/wire-flow/wire-flow-file-url";
import { portalFiles } from "@/lib/tickets-uploads/portal-files";
import { downloadPortalFile } from "@/lib/tickets-uploads/portal-file-download";

/**
 * A wire-flow installer (spec 001 §2 "Wire-flow download centre"):
 * `/api/wire-flow-downloads/{releaseId}?key=…`, streamed from the portal back end, which checks
 * the key.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/api/wire-flow-downloads/[id]">,
) {
  const { id } = await params;
  return downloadPortalFile(
    request,
    {
      backendUrl: backendWireFlowFileUrl(
        portalFiles.filesUrl,
        id,
        new URL(request.url).searchParams,
      ),
      label: `wire-flow release ${id}`,
      notFoundMessage: "No such release, or its link has expired; reload the download centre",
    },
    portalFiles,
  );
}
