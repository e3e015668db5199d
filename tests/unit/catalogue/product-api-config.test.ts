import { describe, expect, it } from "vitest";

import { parseConfig } from "@/lib/config/parse-config";

describe("PRODUCT_API_URL", () => {
  it.each([
    [{}, "http://127.0.0.1:4000/pim/graphql"],
    [{ LOCAL_SERVICES_URL: "http://127.0.0.1:4900/" }, "http://127.0.0.1:4900/pim/graphql"],
    [
      {
        PRODUCT_API_URL: "https://pim.example/graphql",
        // A real backend needs real editor secrets (no local demo).
        EDITOR_PASSWORD: "a-real-editor-password",
        EDITOR_SECRET: "0123456789abcdef0123456789abcdef",
      },
      "https://pim.example/graphql",
    ],
    [{ PRODUCT_API_URL: "" }, "http://127.0.0.1:4000/pim/graphql"],
  ])("%j → %s", (environment, url) => {
    expect(parseConfig(environment).product.apiUrl).toBe(url);
  });

  it("stops the start on a URL that is not http(s), naming the variable", () => {
    expect(() => parseConfig({ PRODUCT_API_URL: "ftp://pim" })).toThrow(
      'Invalid configuration: PRODUCT_API_URL must be an http(s) URL (got "ftp://pim")',
    );
  });
});
