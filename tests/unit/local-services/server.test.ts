import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  FIXTURE_ASSETS_DIR,
  SERVER_START_MS,
  startTestServer,
  suiteServer,
  tempDir,
} from "./helpers";

const SERVER = fileURLToPath(new URL("../../../local-services/server.mjs", import.meta.url));

async function graphql(url: string, query: string) {
  const response = await fetch(`${url}/content/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown> },
  };
}

/** Sends raw bytes and returns the raw response, for requests fetch refuses to make. */
function rawRequest(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let response = "";
    socket.on("data", (chunk) => (response += chunk.toString()));
    socket.on("end", () => resolve(response));
    socket.on("error", reject);
  });
}

describe("HTTP server", () => {
  const serverUrl = suiteServer();

  it("answers /health", async () => {
    const url = serverUrl();
    const response = await fetch(`${url}/health`);
    expect([response.status, await response.json()]).toEqual([200, { status: "ok" }]);
  });

  it.each(["/", "/nope", "/content", "/content/other", "/contentious"])(
    "404 JSON for %s",
    async (path) => {
      const url = serverUrl();
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: `Not found: ${path}` });
    },
  );

  it(
    "serves GraphQL with asset URLs on the bound origin, or LOCAL_SERVICES_PUBLIC_URL",
    async () => {
      const query = '{ asset(where: { id: "asset-hero" }) { url } }';
      expect((await graphql(serverUrl(), query)).body.data).toEqual({
        asset: { url: `${serverUrl()}/content/assets/asset-hero` },
      });
      const proxied = await startTestServer({
        LOCAL_SERVICES_PUBLIC_URL: "https://services.example/",
      });
      expect((await graphql(proxied.url, query)).body.data).toEqual({
        asset: { url: "https://services.example/content/assets/asset-hero" },
      });
    },
    SERVER_START_MS,
  );

  it("offers GraphiQL on GET", async () => {
    const url = serverUrl();
    const response = await fetch(`${url}/content/graphql`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<html");
  });

  // Parse and validation errors follow GraphQL over HTTP: 400 for clients accepting
  // application/graphql-response+json (graphql-request does), 200 + errors for application/json.
  it.each([
    ["invalid JSON", '{"query": ', "application/json", 400],
    ["no query", "{}", "application/graphql-response+json, application/json", 400],
    [
      "syntax error",
      '{"query": "{ contentPages { "}',
      "application/graphql-response+json, application/json",
      400,
    ],
    [
      "unknown field",
      '{"query": "{ nope }"}',
      "application/graphql-response+json, application/json",
      400,
    ],
    ["unknown field, legacy client", '{"query": "{ nope }"}', "application/json", 200],
  ])(
    "answers a malformed request (%s) with JSON errors and keeps running",
    async (_name, body, accept, status) => {
      const url = serverUrl();
      const response = await fetch(`${url}/content/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept },
        body,
      });
      expect(response.status).toBe(status);
      expect(await response.json()).toHaveProperty("errors");
      expect((await fetch(`${url}/health`)).status).toBe(200);
    },
  );

  it("answers a malformed HTTP request with 400 and keeps running", async () => {
    const url = serverUrl();
    expect(await rawRequest(url, "GARBAGE\r\n\r\n")).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });
});

describe("asset files", () => {
  const serverUrl = suiteServer();

  it.each([
    ["by id", "/content/assets/asset-hero", "hero.svg"],
    ["by handle", "/content/assets/logo-handle", "logo.svg"],
    ["by id when a handle is set", "/content/assets/asset-logo", "logo.svg"],
  ])("streams the file %s", async (_name, path, fileName) => {
    const response = await fetch(`${serverUrl()}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(
      fs.readFileSync(`${FIXTURE_ASSETS_DIR}/${fileName}`, "utf8"),
    );
  });

  it.each([
    ["unknown handle", "/content/assets/nope", 404],
    ["path traversal", "/content/assets/..%2F..%2Fpackage.json", 404],
    ["malformed escape", "/content/assets/%E0%A4%A", 400],
    ["no handle", "/content/assets/", 404],
  ])("%s → %i JSON", async (_name, path, status) => {
    const response = await fetch(`${serverUrl()}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
  });
});

describe("process", () => {
  function spawnServer(dataDir: string) {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, LOCAL_SERVICES_PORT: "0", LOCAL_SERVICES_DATA_DIR: dataDir },
    });
    onTestFinished(() => void child.kill("SIGKILL"));
    let output = "";
    const listening = new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code) => resolve(code)),
    );
    return { child, listening, exited, output: () => output };
  }

  it(
    "seeds on first start only, survives kill -9 and exits 0 on SIGTERM",
    async () => {
      const dataDir = tempDir();
      const first = spawnServer(dataDir);
      const firstUrl = await first.listening;
      expect(first.output()).toMatch(/content: seeded \d+ documents/);
      expect((await fetch(`${firstUrl}/health`)).status).toBe(200);
      first.child.kill("SIGKILL");
      await first.exited;

      const second = spawnServer(dataDir);
      const secondUrl = await second.listening;
      expect(second.output()).not.toMatch(/seeded/);
      expect((await graphql(secondUrl, "{ languages(first: 1) { id } }")).status).toBe(200);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    },
    3 * SERVER_START_MS,
  );
});
