import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessKeys } from "../../../local-services/portal/files/access-keys.mjs";
import {
  installerBytes,
  WIRE_FLOW_RELEASES,
} from "../../../local-services/portal/wire-flow/wire-flow-releases.mjs";
import { wireFlowKeyId } from "../../../local-services/portal/wire-flow/wire-flow-resolvers.mjs";
import {
  data,
  firstError,
  graphql,
  idTokenOf,
  type PortalServer,
  portalOperation,
  startPortalServer,
} from "./portal-helpers";

interface Release {
  id: string;
  version: string;
  releasedOn: string;
  notes: string[];
  file: { fileName: string; size: number; sha256: string; accessKey: string };
}

const RELEASES = portalOperation("queries/wire-flow-releases.graphql");

function sha256(bytes: ArrayBuffer | Uint8Array) {
  return createHash("sha256").update(new Uint8Array(bytes)).digest("hex");
}

describe("installerBytes", () => {
  it("makes each release's stand-in installer of its size, the same every time, different per release", () => {
    const digests = new Set<string>();
    for (const release of WIRE_FLOW_RELEASES) {
      const bytes = installerBytes(release);
      expect(bytes.length).toBe(release.size);
      expect(bytes.length).toBeGreaterThan(200_000);
      expect(installerBytes(release).equals(bytes)).toBe(true);
      expect(bytes.subarray(0, 40).toString()).toContain(release.version);
      digests.add(sha256(bytes));
    }
    expect(digests.size).toBe(WIRE_FLOW_RELEASES.length);
  });
});

describe("wire-flow download centre back end", { timeout: 30_000 }, () => {
  let server: PortalServer;
  let onPremises: string;
  let releases: Release[];
  beforeAll(async () => {
    server = await startPortalServer();
    onPremises = await idTokenOf(server, "admin@example.com");
    releases = (await data<{ wireFlowReleases: Release[] }>(server, onPremises, RELEASES))
      .wireFlowReleases;
  }, 60_000);
  afterAll(() => server.close());

  const fileUrl = (id: string, query: string) =>
    `${server.url}/portal/wire-flow/files/${encodeURIComponent(id)}?${query}`;

  it("lists the releases newest first, each with version, date, notes, size and checksum", () => {
    expect(releases.length).toBeGreaterThanOrEqual(3);
    const dates = releases.map((release) => release.releasedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const release of releases) {
      expect(release.version).toMatch(/^\d{4}\.\d+\.\d+$/);
      expect(release.notes.length).toBeGreaterThan(0);
      expect(release.file.size).toBeGreaterThan(200_000);
      expect(release.file.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(release.file.accessKey).toMatch(/^\d+\.[\w-]{43}$/);
    }
  });

  it.each([
    ["a cloud user (active without on-premises)", "customer@example.com", /on-premises/],
    ["a user without wire-flow", "new@example.com", /not enabled/],
    ["an internal user without wire-flow", "internal@example.com", /not enabled/],
  ])("refuses %s with FORBIDDEN and no releases", async (_who, email, message) => {
    const answer = await graphql(server, await idTokenOf(server, email), RELEASES);
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(firstError(answer)).toEqual({
      code: "FORBIDDEN",
      message: expect.stringMatching(message),
    });
  });

  it("serves every release's installer as an attachment whose bytes have the listed checksum", async () => {
    for (const release of releases) {
      const response = await fetch(fileUrl(release.id, `key=${release.file.accessKey}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${release.file.fileName}"; filename*=UTF-8''${release.file.fileName}`,
      );
      expect(response.headers.get("content-type")).toBe("application/octet-stream");
      const bytes = await response.arrayBuffer();
      expect(bytes.byteLength).toBe(release.file.size);
      expect(sha256(bytes)).toBe(release.file.sha256);
    }
  });

  it("serves a byte range (a resumed download) and refuses one past the end", async () => {
    const [release] = releases;
    const partial = await fetch(fileUrl(release!.id, `key=${release!.file.accessKey}`), {
      headers: { range: "bytes=100-" },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe(
      `bytes 100-${release!.file.size - 1}/${release!.file.size}`,
    );
    const whole = installerBytes(WIRE_FLOW_RELEASES.find((r) => r.id === release!.id)!);
    expect(sha256(await partial.arrayBuffer())).toBe(sha256(whole.subarray(100)));
    const beyond = await fetch(fileUrl(release!.id, `key=${release!.file.accessKey}`), {
      headers: { range: `bytes=${release!.file.size}-` },
    });
    expect(beyond.status).toBe(416);
  });

  it.each([
    ["no key", () => ""],
    ["a tampered key", (release: Release) => `key=${release.file.accessKey.slice(0, -2)}xx`],
    [
      "a key with a later expiry written in",
      (release: Release) =>
        `key=${Number(release.file.accessKey.split(".")[0]) + 3600}.${release.file.accessKey.split(".")[1]}`,
    ],
    [
      "an expired key",
      (release: Release) =>
        `key=${createAccessKeys(server.store).issue(wireFlowKeyId(release.id), Date.now() - 2 * 3_600_000)}`,
    ],
    [
      "another release's key",
      (release: Release) =>
        `key=${releases.find((other) => other.id !== release.id)!.file.accessKey}`,
    ],
    [
      "an attachment key issued for the same id",
      (release: Release) => `key=${createAccessKeys(server.store).issue(release.id)}`,
    ],
  ])("answers 404 JSON for %s", async (_case, query) => {
    const [release] = releases;
    const response = await fetch(fileUrl(release!.id, query(release!)));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Release not found, or its link has expired" });
  });

  it("answers 404 for an unknown release, even with a key made for its id", async () => {
    const key = createAccessKeys(server.store).issue(wireFlowKeyId("wire-flow-1999.1.0"));
    const response = await fetch(fileUrl("wire-flow-1999.1.0", `key=${key}`));
    expect(response.status).toBe(404);
    const traversal = await fetch(fileUrl("../../etc/passwd", `key=${key}`));
    expect(traversal.status).toBe(404);
  });

  it("answers 405 to anything but GET and HEAD", async () => {
    const [release] = releases;
    const response = await fetch(fileUrl(release!.id, `key=${release!.file.accessKey}`), {
      method: "DELETE",
    });
    expect(response.status).toBe(405);
  });
});
