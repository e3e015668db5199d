import net from "node:net";

import { beforeAll, describe, expect, it } from "vitest";

/** A port nothing listens on: every content read is refused as if the system were down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

let routes: Record<string, { handler: Handler; params: Record<string, string> }>;

beforeAll(async () => {
  // The configuration is read once, when the routes are first imported.
  process.env.LOCAL_SERVICES_URL = `http://127.0.0.1:${await closedPort()}`;
  process.env.CONTENT_API_URL = "";
  process.env.LOG_LEVEL = "error";
  const navigation = await import("@/app/api/site-navigation/public/[siteId]/route");
  const sections = await import("@/app/api/site-navigation/public/section/[ids]/route");
  const file = await import("@/app/file/[slug]/route");
  routes = {
    "/api/site-navigation/public/site-main?lang=en": {
      handler: navigation.GET as Handler,
      params: { siteId: "site-main" },
    },
    "/api/site-navigation/public/section/section-footer-social?lang=en": {
      handler: sections.GET as Handler,
      params: { ids: "section-footer-social" },
    },
    "/file/annual-report-2026": {
      handler: file.GET as Handler,
      params: { slug: "annual-report-2026" },
    },
  };
});

async function call(path: string) {
  const route = routes[path];
  if (!route) throw new Error(`no route ${path}`);
  const params = Promise.resolve(route.params) as Promise<never>;
  return route.handler(new Request(`http://127.0.0.1${path}`), { params });
}

describe("route handlers when the content system is down", () => {
  it.each([
    "/api/site-navigation/public/site-main?lang=en",
    "/api/site-navigation/public/section/section-footer-social?lang=en",
    "/file/annual-report-2026",
  ])("%s answers 503 JSON without internals", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("60");
    const body = await response.json();
    expect(body).toEqual({
      error: "Service unavailable",
      message: "The content system is unavailable; try again later.",
    });
  });
});
