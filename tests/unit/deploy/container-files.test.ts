import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { deploymentIdFrom } from "../../../lib/build/deployment-id.mjs";
import { dockerfileStages, execCommand, instructions } from "../../e2e/support/dockerfile";

// What can be checked of the image without a container engine (the engine-less CI): the facts
// the Dockerfile, compose.yaml and the nginx config state against the code they point at.
// tests/e2e/container-image.spec.ts starts the image's command on the built site.
const root = join(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

const stages = dockerfileStages(join(root, "Dockerfile"));
const runtime = stages.get("runtime");

describe("the Dockerfile's production stage", () => {
  it("is the last stage, so a plain `docker build` makes the production image", () => {
    expect([...stages.keys()].at(-1)).toBe("runtime");
  });

  it("runs our production server (with its page cache), not standalone's server.js", () => {
    expect(execCommand(runtime, "CMD")).toEqual(["node", "server/start.mjs"]);
    expect(existsSync(join(root, "server/start.mjs"))).toBe(true);
  });

  it("checks liveness on a route the app has", () => {
    const script = execCommand(runtime, "HEALTHCHECK").join(" ");
    const path = /'(\/api\/[^']+)'/.exec(script)?.[1];
    expect(path).toBe("/api/health/live");
    expect(existsSync(join(root, "app", path ?? "", "route.ts"))).toBe(true);
  });

  it("runs as a user other than root", () => {
    const users = instructions(runtime, "USER").map((line) => line.split(/\s+/)[1]);
    expect(users.at(-1)).toBeDefined();
    expect(["root", "0"]).not.toContain(users.at(-1));
  });

  it("takes nothing but the assembled directory from the build (no sources, no dev dependencies)", () => {
    const copies = instructions(runtime, "COPY");
    expect(copies).toEqual(["COPY --from=build /image ./"]);
    expect(stages.get("build")?.join("\n")).toContain("node scripts/assemble-image.mjs /image");
  });

  it("bakes no secret into any stage", () => {
    const settings = [...stages.values()]
      .flat()
      .filter((line) => /^(ENV|ARG) /i.test(line))
      .join(" ");
    expect(settings).not.toMatch(/SECRET|PASSWORD|TOKEN|KEY/i);
  });
});

describe(".dockerignore", () => {
  const ignored = read(".dockerignore").split("\n");
  it.each([".git", "node_modules", ".next", ".data", ".env*"])("leaves %s out", (entry) => {
    expect(ignored).toContain(entry);
  });
});

describe("compose.yaml and the load balancer", () => {
  const compose = read("compose.yaml");
  const nginx = read("deploy/nginx.conf");

  it("balances over the two site services compose defines, on the port the image listens on", () => {
    const upstreams = [...nginx.matchAll(/^\s*server (\S+?):(\d+)/gm)].map((m) => [m[1], m[2]]);
    expect(upstreams).toEqual([
      ["site-a", "3000"],
      ["site-b", "3000"],
    ]);
    for (const [service] of upstreams) expect(compose).toMatch(new RegExp(`^  ${service}:`, "m"));
    expect(compose).toContain('PORT: "3000"');
  });

  it("trusts X-Forwarded-For from the load balancer's address only", () => {
    const address = /ipv4_address: (\S+)/.exec(compose)?.[1];
    expect(address).toBeDefined();
    expect(compose).toContain(`TRUSTED_PROXIES: ${address}`);
  });

  it("gives the sites Redis and a stop grace longer than their shutdown grace", () => {
    expect(compose).toContain("REDIS_URL: redis://redis:6379");
    const grace = Number(/SHUTDOWN_GRACE_MS: "(\d+)"/.exec(compose)?.[1]);
    const stop = Number(/stop_grace_period: (\d+)s/.exec(compose)?.[1]) * 1000;
    expect(stop).toBeGreaterThan(grace);
  });
});

describe("DEPLOYMENT_ID, the release identity", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["3cf26cf", "3cf26cf"],
    ["2026-11-25_release.4", "2026-11-25_release.4"],
  ])("%j gives %j", (value, expected) => {
    expect(deploymentIdFrom({ DEPLOYMENT_ID: value })).toBe(expected);
  });

  it.each(["a b", "v1/2", "x?dpl=y", "é", "x".repeat(65)])("refuses %j, naming it", (value) => {
    expect(() => deploymentIdFrom({ DEPLOYMENT_ID: value })).toThrow(
      `Invalid configuration: DEPLOYMENT_ID must be 1–64 letters, digits, ".", "_" or "-" (got ${JSON.stringify(value)})`,
    );
  });
});
