import type { ServerResponse } from "node:http";

import { describe, expect, it } from "vitest";

import { PREFETCH_MARKER, STATUS_MARKER } from "@/lib/http/ferrion-headers.mjs";
import { isInternalHeader, stripInternalHeaders } from "@/server/internal-headers.mjs";
import { hasMalformedPath } from "@/server/malformed-path.mjs";
import { markPrefetch } from "@/server/prefetch-marker.mjs";
import {
  browserOrigins,
  contentSecurityPolicy,
  securityHeaders,
} from "@/server/security-headers.mjs";
import { chooseEncoding } from "@/server/send-page.mjs";
import { applyStatusMarker } from "@/server/status-marker.mjs";
import { readServerSettings } from "@/server/server-settings.mjs";

describe("internal Next.js headers", () => {
  it.each([
    ["x-middleware-subrequest", true],
    ["x-middleware-prefetch", true],
    ["x-invoke-path", true],
    ["x-nextjs-data", true],
    ["x-prerender-revalidate", true],
    ["x-matched-path", true],
    ["x-now-route-matches", true],
    ["rsc", false],
    ["next-router-state-tree", false],
    ["accept-language", false],
    ["x-forwarded-for", false],
  ])("%s is internal: %s", (name, expected) => {
    expect(isInternalHeader(name)).toBe(expected);
  });

  it("strips them from a request and keeps the rest", () => {
    const headers = {
      host: "a",
      "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
      rsc: "1",
    };
    stripInternalHeaders(headers);
    expect(headers).toEqual({ host: "a", rsc: "1" });
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["BR", "br"],
    ["deflate", null],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("securityHeaders", () => {
  const headers = securityHeaders(browserOrigins({}));
  const csp = headers["Content-Security-Policy"];

  it.each([
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob: http://127.0.0.1:4000 https:",
    "connect-src 'self' http://127.0.0.1:4000",
    "frame-src 'self' http://127.0.0.1:4000 https://www.youtube-nocookie.com",
    "form-action 'self' http://127.0.0.1:4000;",
  ])("the policy holds %s", (directive) => {
    expect(csp).toContain(directive);
  });

  it("allows the identity provider in connect-src, frame-src and form-action only", () => {
    const identity = "https://id.example";
    const policy = securityHeaders(
      browserOrigins({
        CONTENT_API_URL: "https://eu.cms.example/v2/graphql",
        OIDC_ISSUER: `${identity}/realms/alpha`,
      }),
    )["Content-Security-Policy"];
    const withIdentity = (policy ?? "")
      .split("; ")
      .filter((directive) => directive.includes(identity))
      .map((directive) => directive.split(" ")[0]);
    expect(withIdentity).toEqual(["connect-src", "frame-src", "form-action"]);
  });

  it("never allows eval, nor inline scripts it does not name; scripts only of its own and the bot protection's", () => {
    expect(csp).not.toContain("unsafe-eval");
    // The local bot-protection stand-in's script (BOT_PROTECTION_SCRIPT_URL unset).
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4000;");
  });

  it("allows a real reCAPTCHA's script, calls and frame, and gstatic where it loads the rest", () => {
    const policy = contentSecurityPolicy(
      browserOrigins({ BOT_PROTECTION_SCRIPT_URL: "https://www.google.com/recaptcha/api.js" }),
    );
    expect(policy).toContain("script-src 'self' https://www.google.com https://www.gstatic.com;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4000 https://www.google.com");
    expect(policy).toMatch(
      /frame-src 'self' http:\/\/127\.0\.0\.1:4000 https:\/\/www\.google\.com /,
    );
  });

  it("lets videos play from the content and product systems", () => {
    const policy = contentSecurityPolicy(
      browserOrigins({
        CONTENT_API_URL: "https://eu.cms.example/v2/graphql",
        PRODUCT_API_URL: "https://pim.example/graphql",
      }),
    );
    expect(policy).toContain("media-src 'self' https://eu.cms.example https://pim.example https:;");
    expect(contentSecurityPolicy(browserOrigins({}))).toContain(
      "media-src 'self' http://127.0.0.1:4000 https:;",
    );
  });

  it("names a page's inline scripts by their hashes", () => {
    const policy = contentSecurityPolicy(browserOrigins({}), ["'sha256-a'", "'sha256-b'"]);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b' http://127.0.0.1:4000;");
  });

  it("sends HSTS, nosniff and the referrer policy", () => {
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("allows the configured identity provider and content system", () => {
    const origins = browserOrigins({
      CONTENT_API_URL: "https://eu.cms.example/v2/graphql",
      OIDC_ISSUER: "https://id.example/realms/alpha",
    });
    expect(origins.identityOrigins).toEqual(["https://id.example"]);
    expect(origins.imageOrigins).toContain("https://eu.cms.example");
  });
});

describe("readServerSettings", () => {
  it("defaults to port 3000 with the page cache on", () => {
    expect(readServerSettings({}, [])).toMatchObject({
      port: 3000,
      pageCacheEnabled: true,
      pageCacheTtlMs: 300_000,
    });
  });

  it("takes --port over PORT", () => {
    expect(readServerSettings({ PORT: "4000" }, ["--port", "3100"]).port).toBe(3100);
  });

  it.each([
    [undefined, 10_000],
    ["", 10_000],
    ["0", 0],
    ["2500", 2500],
    ["300000", 300_000],
  ])("reads SHUTDOWN_GRACE_MS %o as %i ms", (value, expected) => {
    expect(readServerSettings({ SHUTDOWN_GRACE_MS: value }, []).shutdownGraceMs).toBe(expected);
  });

  it.each([
    [undefined, undefined],
    ["", undefined],
    ["redis://cache:6379", "redis://cache:6379"],
    ["rediss://:secret@cache.example:6380/2", "rediss://:secret@cache.example:6380/2"],
  ])("reads REDIS_URL %o as %o", (value, expected) => {
    expect(readServerSettings({ REDIS_URL: value }, []).redisUrl).toBe(expected);
  });

  it("never repeats a refused REDIS_URL, which may hold a password", () => {
    expect(() => readServerSettings({ REDIS_URL: "secret-password@cache" }, [])).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret") }),
    );
  });

  it("turns the page cache off", () => {
    expect(readServerSettings({ PAGE_CACHE: "off" }, []).pageCacheEnabled).toBe(false);
  });

  it.each([
    [
      { PORT: "soon" },
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "soon")',
    ],
    [{ PAGE_CACHE_TTL_MS: "5" }, /PAGE_CACHE_TTL_MS must be a whole number from 1000/],
    [{ TRUSTED_PROXIES: "proxy.example" }, /^Invalid configuration: TRUSTED_PROXIES must be/],
    [{ SHUTDOWN_GRACE_MS: "10s" }, /SHUTDOWN_GRACE_MS must be a whole number from 0 to 300000/],
    [{ SHUTDOWN_GRACE_MS: "-1" }, /SHUTDOWN_GRACE_MS must be a whole number from 0 to 300000/],
    [{ SHUTDOWN_GRACE_MS: "300001" }, /SHUTDOWN_GRACE_MS must be a whole number/],
    [{ SHUTDOWN_GRACE_MS: "2.5" }, /SHUTDOWN_GRACE_MS must be a whole number/],
    [{ REDIS_URL: "localhost:6379" }, /^Invalid configuration: REDIS_URL must be a redis:\/\//],
    [{ REDIS_URL: "http://cache:6379" }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
  ])("refuses %o with one line naming it", (env, message) => {
    expect(() => readServerSettings(env, [])).toThrow(message);
  });
});

describe("hasMalformedPath", () => {
  it.each([
    ["/en/company", false],
    ["/en/caf%C3%A9", false],
    ["/en/%ZZ", true],
    ["/en/%E0%A4%A", true],
    ["/en/%", true],
    ["/en?q=%ZZ", false],
  ])("%s → %s", (url, expected) => {
    expect(hasMalformedPath(url)).toBe(expected);
  });
});

describe("applyStatusMarker", () => {
  function fakeResponse(marker?: string) {
    const headers = new Map<string, string>(marker ? [[STATUS_MARKER, marker]] : []);
    const written: number[] = [];
    const response = {
      getHeader: (name: string) => headers.get(name),
      removeHeader: (name: string) => headers.delete(name),
      writeHead: (status: number) => written.push(status),
    };
    return { response, written, headers };
  }

  it.each([
    ["the status proxy.ts asked for", "404", 200, 404],
    ["no marker", undefined, 200, 200],
    ["a marker that is no error status", "302", 200, 200],
    ["a status Next.js chose itself", "404", 500, 500],
  ])("answers %s", (_name, marker, status, expected) => {
    const { response, written, headers } = fakeResponse(marker);
    applyStatusMarker(response as unknown as ServerResponse);
    response.writeHead(status);
    expect(written).toEqual([expected]);
    expect(headers.has(STATUS_MARKER)).toBe(false);
  });
});

describe("markPrefetch", () => {
  it.each([
    ["a router prefetch", { "next-router-prefetch": "1" }, true],
    ["a segment prefetch", { "next-router-segment-prefetch": "/_tree" }, true],
    ["a visit", {}, false],
    ["a visit that forges the marker", { [PREFETCH_MARKER]: "1" }, false],
  ])("%s", (_name, headers: Record<string, string>, expected) => {
    const copy = { ...headers };
    markPrefetch(copy);
    expect(copy[PREFETCH_MARKER] === "1").toBe(expected);
  });
});
