import { ACCESS_KEY, FILE_ID } from "@/lib/portal/file-access-rules";

/** The site's download route of wire-flow installers (app/api/wire-flow-downloads/[id]). */
const SITE_DOWNLOADS = "/api/wire-flow-downloads";

/** The browser's link to a release's installer: `/api/wire-flow-downloads/{id}?key=…`. */
export function wireFlowDownloadHref(releaseId: string, accessKey: string): string {
  return `${SITE_DOWNLOADS}/${encodeURIComponent(releaseId)}?${new URLSearchParams({ key: accessKey })}`;
}

/**
 * The back end's address of an installer for `/api/wire-flow-downloads/{id}?key=…`, or null when
 * the id or key cannot be one (the answer is then 404, as for an unknown one).
 */
export function backendWireFlowFileUrl(
  filesUrl: string,
  releaseId: string,
  query: URLSearchParams,
): string | null {
  const key = query.get("key");
  if (!FILE_ID.test(releaseId) || key === null || !ACCESS_KEY.test(key)) return null;
  const target = new URL(`${filesUrl}/wire-flow/files/${encodeURIComponent(releaseId)}`);
  target.searchParams.set("key", key);
  return target.toString();
}
