import { sendJson } from "../http-json.mjs";

export const APPS_MOUNT_PATH = "/apps";

/**
 * The external applications the portal's dashboard links to (spec 001 §3 serviceUrl, the direct
 * service's registration URL, wire-flow's cloud URL), as plain pages that say which application
 * the link reached: the local demo's default targets of SERVICE_URL_* (lib/config/service-urls.ts).
 */
const APPS = new Map([
  ["wire-master", "Wire master"],
  ["master-data", "Master data"],
  ["learning-hub", "Learning hub"],
  ["direct-service", "Direct service"],
  ["direct-service/registration", "Direct service: registration"],
  ["wire-flow", "Wire-flow (cloud)"],
]);

/** @param {string} name one of APPS' fixed names: nothing from the request reaches the page */
function page(name) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${name}</title></head>
<body>
<h1>${name}</h1>
<p>Local stand-in of the application "${name}": the customer portal's link reached it.</p>
</body>
</html>
`;
}

export function createAppsService() {
  return {
    mountPath: APPS_MOUNT_PATH,
    summary: `apps: ${APPS_MOUNT_PATH}/{${[...APPS.keys()].join(",")}}`,

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     */
    async handle(req, res, pathname) {
      const name = APPS.get(pathname.slice(APPS_MOUNT_PATH.length + 1).replace(/\/+$/, ""));
      if (!name) return false;
      if (req.method !== "GET" && req.method !== "HEAD") {
        sendJson(res, 405, { error: "Use GET" }, { Allow: "GET, HEAD" });
        return true;
      }
      const body = Buffer.from(page(name));
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        "X-Content-Type-Options": "nosniff",
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },
  };
}
