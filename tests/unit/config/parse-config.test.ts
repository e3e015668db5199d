import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig } from "@/lib/config/parse-config";

const REAL_SECRETS = {
  EDITOR_PASSWORD: "a-real-editor-password",
  EDITOR_SECRET: "0123456789abcdef0123456789abcdef",
};

describe("configuration", () => {
  it("points at the local services by default, with the demo content token", () => {
    const config = parseConfig({});
    expect(config.content.apiUrl).toBe("http://127.0.0.1:4000/content/graphql");
    expect(config.content.token).toBe("local-content-token");
    expect(config.usesLocalServices).toBe(true);
    expect(config.httpTimeoutMs).toBe(5000);
  });

  it("finds the search service beside the local services unless SEARCH_API_URL says otherwise", () => {
    expect(parseConfig({}).search.apiUrl).toBe("http://127.0.0.1:4000/search");
    expect(parseConfig({ LOCAL_SERVICES_URL: "http://127.0.0.1:4100" }).search.apiUrl).toBe(
      "http://127.0.0.1:4100/search",
    );
    expect(
      parseConfig({ SEARCH_API_URL: "https://search.example/api/", ...REAL_SECRETS }).search.apiUrl,
    ).toBe("https://search.example/api");
    expect(() => parseConfig({ SEARCH_API_URL: "ftp://search.example" })).toThrow(
      'Invalid configuration: SEARCH_API_URL must be an http(s) URL (got "ftp://search.example")',
    );
  });

  it("moves every local default with LOCAL_SERVICES_URL", () => {
    expect(parseConfig({ LOCAL_SERVICES_URL: "http://127.0.0.1:4100/" }).content.apiUrl).toBe(
      "http://127.0.0.1:4100/content/graphql",
    );
  });

  it("signs in at the local identity stand-in as ferrion-web, and reaches the local portal back end", () => {
    expect(parseConfig({ LOCAL_SERVICES_URL: "http://127.0.0.1:4100" })).toMatchObject({
      identity: {
        issuer: "http://127.0.0.1:4100/oidc",
        clientId: "ferrion-web",
        scope: "openid profile email idm",
      },
      portal: {
        apiUrl: "http://127.0.0.1:4100/portal/graphql",
        filesUrl: "http://127.0.0.1:4100/portal",
      },
    });
  });

  it("takes a real identity provider and portal back end from OIDC_* and PORTAL_API_URL", () => {
    const config = parseConfig({
      OIDC_ISSUER: "https://id.example/realms/alpha",
      OIDC_CLIENT_ID: "ferrion-website",
      PORTAL_API_URL: "https://portal.example/graphql",
      PORTAL_FILES_URL: "https://files.example/portal/",
      ...REAL_SECRETS,
    });
    expect(config.identity).toEqual({
      issuer: "https://id.example/realms/alpha",
      clientId: "ferrion-website",
      scope: "openid profile email idm",
    });
    expect(config.portal).toEqual({
      apiUrl: "https://portal.example/graphql",
      filesUrl: "https://files.example/portal",
    });
  });

  it("uses a real content system without the demo token", () => {
    const config = parseConfig({
      CONTENT_API_URL: "https://eu-central.cms.example/v2/abc/master",
      ...REAL_SECRETS,
    });
    expect(config.content).toEqual({
      apiUrl: "https://eu-central.cms.example/v2/abc/master",
      token: undefined,
    });
    expect(config.usesLocalServices).toBe(false);
  });

  it("has demo editor and preview secrets with the local services only", () => {
    const config = parseConfig({});
    expect(config.editor.password).toBe("editor-demo");
    expect(config.editor.secret.length).toBeGreaterThanOrEqual(32);
    expect(config.preview).toEqual({ isAlwaysOn: false, password: "preview-demo" });
    expect(config.translation.apiUrl).toBe("http://127.0.0.1:4000/translation");
  });

  it("takes the editor and preview secrets of a real deployment", () => {
    const config = parseConfig({
      CONTENT_API_URL: "https://cms.example/graphql",
      PREVIEW_PASSWORD: "preview-secret",
      TRANSLATION_API_URL: "https://translate.example/api",
      ...REAL_SECRETS,
    });
    expect(config.editor).toEqual({
      password: "a-real-editor-password",
      secret: REAL_SECRETS.EDITOR_SECRET,
    });
    expect(config.preview).toEqual({ isAlwaysOn: true, password: "preview-secret" });
    expect(config.translation.apiUrl).toBe("https://translate.example/api");
    expect(
      parseConfig({ CONTENT_API_URL: "https://cms.example/graphql", ...REAL_SECRETS }).preview,
    ).toEqual({ isAlwaysOn: false, password: null });
  });

  it.each([
    ["EDITOR_PASSWORD", { EDITOR_SECRET: REAL_SECRETS.EDITOR_SECRET }],
    ["EDITOR_SECRET", { EDITOR_PASSWORD: REAL_SECRETS.EDITOR_PASSWORD }],
  ])("requires %s outside the local demo", (variable, others) => {
    expect(() =>
      parseConfig({ CONTENT_API_URL: "https://cms.example/graphql", ...others }),
    ).toThrow(
      new ConfigError(
        `Invalid configuration: ${variable} is required when CONTENT_API_URL is set (the demo value serves the local services only)`,
      ),
    );
  });

  const BACKENDS = {
    CONTENT_API_URL: "https://cms.example/graphql",
    PRODUCT_API_URL: "https://pim.example/graphql",
    TRANSLATION_API_URL: "https://translate.example/api",
    SEARCH_API_URL: "https://search.example/api",
    OIDC_ISSUER: "https://id.example/realms/alpha",
    PORTAL_API_URL: "https://portal.example/graphql",
    PORTAL_FILES_URL: "https://files.example/portal",
  };

  it.each(Object.entries(BACKENDS))(
    "is no local demo once %s is set: the demo secrets are refused, cookies Secure",
    (variable, url) => {
      for (const secret of ["EDITOR_PASSWORD", "EDITOR_SECRET"] as const) {
        const others = Object.fromEntries(
          Object.entries(REAL_SECRETS).filter(([name]) => name !== secret),
        );
        expect(() => parseConfig({ [variable]: url, ...others })).toThrow(
          new ConfigError(
            `Invalid configuration: ${secret} is required when ${variable} is set (the demo value serves the local services only)`,
          ),
        );
      }
      const config = parseConfig({ [variable]: url, ...REAL_SECRETS });
      expect(config.usesLocalServices).toBe(false);
      expect(config.preview.password).toBeNull();
    },
  );

  it("is the local demo only with every backend URL unset (empty counts as unset)", () => {
    const unset = Object.fromEntries(Object.keys(BACKENDS).map((name) => [name, ""]));
    expect(parseConfig(unset).usesLocalServices).toBe(true);
    expect(parseConfig({ LOCAL_SERVICES_URL: "http://127.0.0.1:4100" }).usesLocalServices).toBe(
      true,
    );
  });

  it("keeps the local content stand-in's token when only another backend is real", () => {
    expect(
      parseConfig({ PRODUCT_API_URL: BACKENDS.PRODUCT_API_URL, ...REAL_SECRETS }).content.token,
    ).toBe("local-content-token");
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
      "EDITOR_SECRET",
      "short",
      "Invalid configuration: EDITOR_SECRET must be at least 32 characters",
    ],
    [
      "PREVIEW_PASSWORD",
      "abc",
      "Invalid configuration: PREVIEW_PASSWORD must be at least 8 characters",
    ],
    [
      "OIDC_ISSUER",
      "id.example/realms/alpha",
      'Invalid configuration: OIDC_ISSUER must be an http(s) URL (got "id.example/realms/alpha")',
    ],
    [
      "OIDC_ISSUER",
      "https://id.example/realms/alpha?x=1",
      'Invalid configuration: OIDC_ISSUER must not have a query or fragment (got "https://id.example/realms/alpha?x=1")',
    ],
    [
      "OIDC_CLIENT_ID",
      "ferrion web",
      'Invalid configuration: OIDC_CLIENT_ID must be a client id of letters, digits and . _ : - (got "ferrion web")',
    ],
    [
      "PORTAL_API_URL",
      "portal",
      'Invalid configuration: PORTAL_API_URL must be an http(s) URL (got "portal")',
    ],
    [
      "PORTAL_FILES_URL",
      "files",
      'Invalid configuration: PORTAL_FILES_URL must be an http(s) URL (got "files")',
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
