import { describe, expect, it } from "vitest";

import {
  backendRequestHeaders,
  checkUploadLength,
  checkUploadMetadata,
  checkUploadOffset,
  isUploadId,
  siteResponseHeaders,
  siteUploadLocation,
} from "@/lib/tickets-uploads/tus-headers";

const MAX = 100 * 1024 * 1024;

describe("Upload-Length of a new upload", () => {
  it.each([
    [null, 400, "Upload-Length is required: the file's size in bytes"],
    ["", 400, "Upload-Length must be a whole number of bytes"],
    ["ten", 400, "Upload-Length must be a whole number of bytes"],
    ["-5", 400, "Upload-Length must be a whole number of bytes"],
    ["1.5", 400, "Upload-Length must be a whole number of bytes"],
    ["1e6", 400, "Upload-Length must be a whole number of bytes"],
    ["99999999999999999999", 400, "Upload-Length must be a whole number of bytes"],
    ["0", 400, "The file is empty"],
    [String(MAX + 1), 413, "The file is too large: at most 104857600 bytes (100 MB)"],
    [
      String(101 * 1000 * 1000 + MAX),
      413,
      "The file is too large: at most 104857600 bytes (100 MB)",
    ],
  ])("%j is refused with %i: %s", (header, status, message) => {
    expect(checkUploadLength(header)).toMatchObject({ ok: false, status, message });
  });

  it.each([
    ["1", 1],
    [String(MAX), MAX],
    [" 2048 ", 2048],
  ])("%j is accepted as %i bytes", (header, value) => {
    expect(checkUploadLength(header)).toEqual({ ok: true, value });
  });
});

describe("Upload-Offset of a chunk", () => {
  it.each([null, "", "x", "-1", "3.2"])("%j is refused with 400", (header) => {
    expect(checkUploadOffset(header)).toMatchObject({
      ok: false,
      status: 400,
      message: "Upload-Offset must be a whole number of bytes",
    });
  });
  it.each([
    ["0", 0],
    ["5242880", 5242880],
  ])("%j is offset %i", (header, value) => {
    expect(checkUploadOffset(header)).toEqual({ ok: true, value });
  });
});

describe("Upload-Metadata", () => {
  it.each([
    [null, true],
    ["filename cGhvdG8ucG5n,filetype aW1hZ2UvcG5n", true],
    ["x".repeat(4096), true],
    ["x".repeat(4097), false],
  ])("%j accepted: %s", (header, ok) => {
    expect(checkUploadMetadata(header).ok).toBe(ok);
  });
});

describe("upload ids", () => {
  it.each([
    ["4f3c2a1b9d", true],
    ["a.b_c~d-e", true],
    ["", false],
    ["..", false],
    ["a/b", false],
    ["-leading", false],
    ["x".repeat(101), false],
    ["ü", false],
  ])("%j is an upload id: %s", (id, expected) => {
    expect(isUploadId(id)).toBe(expected);
  });
});

describe("the back end's Location as the site's", () => {
  it.each([
    ["/portal/uploads/abc123", "/api/ticket-uploads/abc123"],
    ["http://127.0.0.1:4000/portal/uploads/abc123", "/api/ticket-uploads/abc123"],
    ["https://files.example/x/portal/uploads/u-1.2", "/api/ticket-uploads/u-1.2"],
    ["/portal/uploads/", null],
    ["/portal/uploads/abc/def", null],
    ["/somewhere/else", null],
    ["https://evil.example/", null],
    [null, null],
  ])("%j becomes %j", (location, expected) => {
    expect(siteUploadLocation(location)).toBe(expected);
  });
});

describe("headers passed on", () => {
  it("sends the browser's tus headers and the ID token, nothing else", () => {
    const headers = backendRequestHeaders(
      new Headers({
        "Tus-Resumable": "1.0.0",
        "Upload-Length": "10",
        "Upload-Metadata": "filename YS5wbmc=",
        "Upload-Offset": "0",
        "Content-Type": "application/offset+octet-stream",
        Cookie: "session=secret",
        "x-id-token": "browser's",
        Host: "site.example",
      }),
      "verified-token",
    );
    expect(Object.fromEntries(headers)).toEqual({
      "x-id-token": "verified-token",
      "tus-resumable": "1.0.0",
      "upload-length": "10",
      "upload-metadata": "filename YS5wbmc=",
      "upload-offset": "0",
      "content-type": "application/offset+octet-stream",
    });
  });

  it("answers with the back end's tus headers, its Location rewritten, never cached", () => {
    const headers = siteResponseHeaders(
      new Headers({
        "Tus-Resumable": "1.0.0",
        "Tus-Version": "1.0.0",
        "Tus-Extension": "creation,termination",
        "Tus-Max-Size": "104857600",
        "Upload-Offset": "5",
        "Upload-Length": "10",
        "Upload-Metadata": "filename YS5wbmc=",
        "Upload-Expires": "Wed, 25 Nov 2026 17:00:00 GMT",
        Location: "http://127.0.0.1:4000/portal/uploads/abc",
        "Set-Cookie": "backend=1",
        "X-Powered-By": "tus",
      }),
    );
    expect(Object.fromEntries(headers)).toEqual({
      "cache-control": "no-store",
      "tus-resumable": "1.0.0",
      "tus-version": "1.0.0",
      "tus-extension": "creation,termination",
      "tus-max-size": "104857600",
      "upload-offset": "5",
      "upload-length": "10",
      "upload-metadata": "filename YS5wbmc=",
      "upload-expires": "Wed, 25 Nov 2026 17:00:00 GMT",
      location: "/api/ticket-uploads/abc",
    });
  });
});
