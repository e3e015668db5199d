import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig } from "@/lib/config/parse-config";

describe("configuration", () => {
  it("points at the local services by default, with the demo content token", () => {
    const config = parseConfig({});
    expect(config.content.apiUrl).toBe("http://127.0.0.1:4000/content/graphql");
    expect(config.content.token).toBe("local-content-token");
    expect(config.usesLocalServices).toBe(true);
    expect(config.httpTimeoutMs).toBe(5000);
  });

  it("moves every local default with LOCAL_SERVICES_URL", () => {
    expect(parseConfig({ LOCAL_SERVICES_URL: "http://127.0.0.1:4100/" }).content.apiUrl).toBe(
      "http://127.0.0.1:4100/content/graphql",
    );
  });

  it("uses a real content system without the demo token", () => {
    const config = parseConfig({ CONTENT_API_URL: "https://eu-central.cms.example/v2/abc/master" });
    expect(config.content).toEqual({
      apiUrl: "https://eu-central.cms.example/v2/abc/master",
      token: undefined,
    });
    expect(config.usesLocalServices).toBe(false);
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ CONTENT_API_URL: "", HTTP_TIMEOUT_MS: "" }).content.apiUrl).toContain(
      "127.0.0.1:4000",
    );
  });

  it.each([
    [
      "CONTENT_API_URL",
      "not a url",
      'Invalid configuration: CONTENT_API_URL must be an http(s) URL (got "not a url")',
    ],
    [
      "CONTENT_API_URL",
      "ftp://cms.example",
      'Invalid configuration: CONTENT_API_URL must be an http(s) URL (got "ftp://cms.example")',
    ],
    [
      "LOCAL_SERVICES_URL",
      "127.0.0.1:4000",
      'Invalid configuration: LOCAL_SERVICES_URL must be an http(s) URL (got "127.0.0.1:4000")',
    ],
    [
      "HTTP_TIMEOUT_MS",
      "soon",
      'Invalid configuration: HTTP_TIMEOUT_MS must be a number of milliseconds (got "soon")',
    ],
    [
      "HTTP_TIMEOUT_MS",
      "10",
      'Invalid configuration: HTTP_TIMEOUT_MS must be at least 100 (got "10")',
    ],
    [
      "HTTP_TIMEOUT_MS",
      "2.5",
      'Invalid configuration: HTTP_TIMEOUT_MS must be a whole number of milliseconds (got "2.5")',
    ],
    [
      "LOG_LEVEL",
      "loud",
      'Invalid configuration: LOG_LEVEL must be one of debug, info, warn, error (got "loud")',
    ],
  ])("stops with one line naming %s=%j", (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new ConfigError(message));
  });
});
