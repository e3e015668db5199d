import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type PortalServer, startPortalServer } from "./portal-helpers";

describe("the external applications' stand-in pages", { timeout: 30_000 }, () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await startPortalServer();
  }, 60_000);
  afterAll(() => server.close());

  it.each([
    ["wire-master", "Wire master"],
    ["master-data", "Master data"],
    ["learning-hub", "Learning hub"],
    ["direct-service", "Direct service"],
    ["direct-service/registration", "Direct service: registration"],
    ["wire-flow", "Wire-flow (cloud)"],
  ])("/apps/%s is a page named %j", async (path, name) => {
    const response = await fetch(`${server.url}/apps/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain(`<h1>${name}</h1>`);
  });

  it.each(["unknown", "wire-master/x", "<script>", "constructor"])(
    "answers 404 for /apps/%s",
    async (path) => {
      const response = await fetch(`${server.url}/apps/${path}`);
      expect(response.status).toBe(404);
    },
  );

  it("answers 405 to a POST", async () => {
    const response = await fetch(`${server.url}/apps/wire-master`, { method: "POST" });
    expect(response.status).toBe(405);
  });
});
