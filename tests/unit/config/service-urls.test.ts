import { describe, expect, it } from "vitest";

import { parseConfig } from "@/lib/config/parse-config";

const REAL_SECRETS = {
  EDITOR_PASSWORD: "a-real-editor-password",
  EDITOR_SECRET: "0123456789abcdef0123456789abcdef",
};

describe("the external applications' addresses", () => {
  it("are the local stand-ins' pages in the demo, moving with LOCAL_SERVICES_URL", () => {
    expect(parseConfig({ LOCAL_SERVICES_URL: "http://127.0.0.1:4100/" }).serviceUrls).toEqual({
      wireMaster: "http://127.0.0.1:4100/apps/wire-master",
      masterData: "http://127.0.0.1:4100/apps/master-data",
      learningHub: "http://127.0.0.1:4100/apps/learning-hub",
      directService: "http://127.0.0.1:4100/apps/direct-service",
      directServiceRegistration: "http://127.0.0.1:4100/apps/direct-service/registration",
      wireFlowCloud: "http://127.0.0.1:4100/apps/wire-flow",
    });
  });

  it("take every configured address as it is, and setting them keeps the local demo", () => {
    const config = parseConfig({
      SERVICE_URL_WIRE_MASTER: "https://wiremaster.example/app",
      SERVICE_URL_MASTER_DATA: "https://mds.example/",
      SERVICE_URL_LEARNING_HUB: "https://learn.example/start?from=portal",
      SERVICE_URL_DIRECT_SERVICE: "https://direct.example",
      DIRECT_SERVICE_REGISTRATION_URL: "https://direct.example/register",
      WIRE_FLOW_CLOUD_URL: "https://wireflow.example/",
    });
    expect(config.usesLocalServices).toBe(true);
    expect(config.serviceUrls).toEqual({
      wireMaster: "https://wiremaster.example/app",
      masterData: "https://mds.example/",
      learningHub: "https://learn.example/start?from=portal",
      directService: "https://direct.example",
      directServiceRegistration: "https://direct.example/register",
      wireFlowCloud: "https://wireflow.example/",
    });
  });

  it("are null where unset outside the demo (no stand-in to point at), set ones kept", () => {
    const config = parseConfig({
      PORTAL_API_URL: "https://portal.example/graphql",
      SERVICE_URL_WIRE_MASTER: "https://wiremaster.example/app",
      ...REAL_SECRETS,
    });
    expect(config.serviceUrls).toEqual({
      wireMaster: "https://wiremaster.example/app",
      masterData: null,
      learningHub: null,
      directService: null,
      directServiceRegistration: null,
      wireFlowCloud: null,
    });
  });

  it.each([
    "SERVICE_URL_WIRE_MASTER",
    "SERVICE_URL_MASTER_DATA",
    "SERVICE_URL_LEARNING_HUB",
    "SERVICE_URL_DIRECT_SERVICE",
    "DIRECT_SERVICE_REGISTRATION_URL",
    "WIRE_FLOW_CLOUD_URL",
  ])("refuse a %s that is no http(s) URL, naming it", (variable) => {
    expect(() => parseConfig({ [variable]: "javascript:alert(1)" })).toThrow(
      `Invalid configuration: ${variable} must be an http(s) URL (got "javascript:alert(1)")`,
    );
    expect(() => parseConfig({ [variable]: "wiremaster.example" })).toThrow(
      `Invalid configuration: ${variable} must be an http(s) URL (got "wiremaster.example")`,
    );
  });

  it("count an empty value as unset", () => {
    expect(parseConfig({ WIRE_FLOW_CLOUD_URL: "" }).serviceUrls.wireFlowCloud).toBe(
      "http://127.0.0.1:4000/apps/wire-flow",
    );
  });
});
