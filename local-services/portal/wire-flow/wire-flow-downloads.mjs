import fs from "node:fs";
import { sendJson } from "../../http-json.mjs";
import { contentDisposition } from "../files/attachments.mjs";
import { sendFile } from "../files/send-file.mjs";
import { wireFlowKeyId } from "./wire-flow-resolvers.mjs";

export const WIRE_FLOW_FILES_PATH = "/portal/wire-flow/files";

/**
 * GET|HEAD /portal/wire-flow/files/{releaseId}?key={accessKey}: a release's installer, as an
 * attachment, for whoever holds a valid key from `wireFlowReleases` (which only on-premises users
 * get). Unknown release, missing, tampered or expired key: 404.
 * @param {object} options
 * @param {readonly import('./wire-flow-releases.mjs').WireFlowRelease[]} options.releases
 * @param {import('../files/access-keys.mjs').AccessKeys} options.accessKeys
 */
export function createWireFlowDownloads({ releases, accessKeys }) {
  const byId = new Map(releases.map((release) => [release.id, release]));

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  return async function serveWireFlowFile(req, res, pathname) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJson(res, 405, { error: "Use GET" }, { Allow: "GET, HEAD" });
      return;
    }
    const id = pathname.slice(WIRE_FLOW_FILES_PATH.length + 1);
    const release = byId.get(id);
    const key = new URL(req.url ?? "/", "http://portal.local").searchParams.get("key");
    const expiry = release ? accessKeys.expiryOf(wireFlowKeyId(release.id), key) : null;
    const stat =
      release && expiry !== null ? await fs.promises.stat(release.file).catch(() => null) : null;
    if (!release || expiry === null || !stat?.isFile()) {
      sendJson(res, 404, { error: "Release not found, or its link has expired" });
      return;
    }
    const maxAge = Math.max(0, Math.min(3600, expiry - Math.floor(Date.now() / 1000)));
    sendFile(req, res, {
      file: release.file,
      size: stat.size,
      headers: {
        "Content-Type": "application/octet-stream",
        "Content-Disposition": contentDisposition("attachment", release.fileName),
        "Cache-Control": `private, max-age=${maxAge}`,
        "X-Content-Type-Options": "nosniff",
        ETag: `"${release.sha256}"`,
        "Last-Modified": new Date(`${release.releasedOn}T00:00:00Z`).toUTCString(),
      },
    });
  };
}
