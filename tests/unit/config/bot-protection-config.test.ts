import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig } from "@/lib/config/parse-config";

describe("bot protection and forms configuration", () => {
  it("uses the local stand-in and its demo key pair when nothing is set", () => {
    const config = parseConfig({});
    expect(config.botProtection).toEqual({
      siteKey: "local-demo-site-key",
      secret: "local-demo-bot-secret",
      verifyUrl: "http://127.0.0.1:4000/bot-protection/siteverify",
      scriptUrl: "http://127.0.0.1:4000/bot-protection/api.js",
      minScore: 0.5,
      action: "SUBMIT",
      onFailure: "refuse",
    });
    expect(config.forms).toEqual({ intakeUrl: "http://127.0.0.1:4000/portal/intake" });
    expect(config.usesLocalServices).toBe(true);
  });

  it("takes a real reCAPTCHA by configuration", () => {
    const config = parseConfig({
      BOT_PROTECTION_SITE_KEY: "6LcReal-site_key",
      BOT_PROTECTION_SECRET: "6LcReal-secret-value",
      BOT_PROTECTION_VERIFY_URL: "https://www.google.com/recaptcha/api/siteverify",
      BOT_PROTECTION_SCRIPT_URL: "https://www.google.com/recaptcha/api.js",
      BOT_PROTECTION_MIN_SCORE: "0.7",
      BOT_PROTECTION_ACTION: "support_request",
      BOT_PROTECTION_ON_FAILURE: "flag",
    });
    expect(config.botProtection).toMatchObject({
      siteKey: "6LcReal-site_key",
      verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
      minScore: 0.7,
      action: "support_request",
      onFailure: "flag",
    });
  });

  it("a real service desk intake ends the local demo", () => {
    const config = parseConfig({
      FORMS_INTAKE_URL: "https://desk.example/intake/",
      EDITOR_PASSWORD: "editor-password",
      EDITOR_SECRET: "x".repeat(32),
    });
    expect(config.forms.intakeUrl).toBe("https://desk.example/intake");
    expect(config.usesLocalServices).toBe(false);
  });

  it.each([
    [
      { BOT_PROTECTION_VERIFY_URL: "https://www.google.com/recaptcha/api/siteverify" },
      "BOT_PROTECTION_SITE_KEY is required when BOT_PROTECTION_VERIFY_URL is set",
    ],
    [
      {
        BOT_PROTECTION_VERIFY_URL: "https://www.google.com/recaptcha/api/siteverify",
        BOT_PROTECTION_SITE_KEY: "key",
      },
      "BOT_PROTECTION_SECRET is required when BOT_PROTECTION_VERIFY_URL is set",
    ],
    [{ BOT_PROTECTION_MIN_SCORE: "1.5" }, "BOT_PROTECTION_MIN_SCORE must be between 0 and 1"],
    [
      { BOT_PROTECTION_MIN_SCORE: "high" },
      "BOT_PROTECTION_MIN_SCORE must be a number between 0 and 1",
    ],
    [
      { BOT_PROTECTION_ACTION: "submit form" },
      "BOT_PROTECTION_ACTION must be letters, digits, _ and /",
    ],
    [{ BOT_PROTECTION_ON_FAILURE: "ignore" }, "BOT_PROTECTION_ON_FAILURE must be refuse or flag"],
    [
      { BOT_PROTECTION_VERIFY_URL: "ftp://x.example" },
      "BOT_PROTECTION_VERIFY_URL must be an http(s) URL",
    ],
    [{ FORMS_INTAKE_URL: "desk" }, "FORMS_INTAKE_URL must be an http(s) URL"],
  ])("%j stops the start: %s", (environment, message) => {
    expect(() => parseConfig(environment)).toThrow(ConfigError);
    expect(() => parseConfig(environment)).toThrow(message);
  });

  it("never echoes the secret in its error line", () => {
    expect(() => parseConfig({ BOT_PROTECTION_SECRET: "short" })).toThrow(
      /^Invalid configuration: BOT_PROTECTION_SECRET must be at least 8 characters$/,
    );
  });
});
