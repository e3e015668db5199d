import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The layer rule's messages for one import written into a file at `filePath`. */
async function restrictedImports(eslint: ESLint, filePath: string, source: string) {
  const [result] = await eslint.lintText(
    `import { thing } from "${source}";\nexport { thing };\n`,
    {
      filePath: `${root}/${filePath}`,
    },
  );
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports");
}

describe("layer rules in eslint.config.mjs", () => {
  let eslint: ESLint;
  // Loading the configuration (Next.js's plugins, the TypeScript parser) takes seconds on a
  // busy machine: once here, not in the first case's time limit.
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root });
    await eslint.calculateConfigForFile(`${root}/lib/example.ts`);
    await eslint.lintText("export {};\n", { filePath: `${root}/lib/example.ts` });
  }, 60_000);

  it.each([
    ["lib imports a component", "lib/content/example.ts", "@/components/ui/button"],
    ["lib imports a component relatively", "lib/content/example.ts", "../../components/ui/button"],
    ["lib imports a store", "lib/measurement/example.ts", "@/stores/measurement-system"],
    ["lib imports the app tree", "lib/site/example.ts", "@/app/[siteSegment]/[locale]/layout"],
    ["lib imports a stand-in", "lib/content/example.ts", "@/local-services/content/locales.mjs"],
    ["a component imports a stand-in", "components/example.tsx", "@/local-services/config.mjs"],
    ["the server imports a stand-in", "server/example.mjs", "../local-services/config.mjs"],
    ["proxy.ts imports a stand-in", "proxy.ts", "./local-services/config.mjs"],
    ["an app route imports a stand-in", "app/api/example/route.ts", "@/local-services/server.mjs"],
    ["a stand-in imports lib code", "local-services/pim/example.mjs", "../../lib/site/types"],
    ["a stand-in imports by alias", "local-services/example.mjs", "@/lib/forms/public-forms"],
    [
      "a stand-in imports the server",
      "local-services/oidc/example.mjs",
      "../../server/page-cache.mjs",
    ],
    ["a stand-in imports a component", "local-services/example.mjs", "../components/ui/button"],
    [
      "a stand-in imports lib's zod",
      "local-services/portal/example.mjs",
      "../../lib/validation/zod",
    ],
    ["a stand-in imports lib's .mjs", "local-services/example.mjs", "../lib/cookies/names.mjs"],
    [
      "a stand-in imports a contract by alias",
      "local-services/example.mjs",
      "@/contracts/forms/contact-rules.mjs",
    ],
    ["a stand-in imports proxy.ts", "local-services/example.mjs", "../proxy"],
    ["a contract imports lib", "contracts/forms/example.mjs", "../../lib/forms/public-forms"],
    ["a contract imports lib's .mjs", "contracts/example.mjs", "../lib/cookies/names.mjs"],
    ["a contract imports a component", "contracts/example.mjs", "../components/ui/button"],
    [
      "a contract imports a store",
      "contracts/portal/tickets/example.mjs",
      "../../../stores/open-panel",
    ],
    ["a contract imports the app tree", "contracts/forms/example.mjs", "../../app/api/forms/route"],
    ["a contract imports the server", "contracts/example.mjs", "../server/page-cache.mjs"],
    ["a contract imports by alias", "contracts/forms/example.mjs", "@/lib/validation/zod"],
    [
      "a contract imports a stand-in",
      "contracts/portal/example.mjs",
      "../../local-services/config.mjs",
    ],
  ])("refuses: %s", async (_case, filePath, source) => {
    const messages = await restrictedImports(eslint, filePath, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.severity).toBe(2);
  });

  it.each([
    ["lib imports lib", "lib/content/example.ts", "@/lib/site/types"],
    ["lib imports a sibling", "lib/content/example.ts", "./get-redirects"],
    ["a component imports a store", "components/example.tsx", "@/stores/open-panel"],
    ["a component imports lib", "components/example.tsx", "@/lib/comparison/basket"],
    ["the server imports its own module", "server/example.mjs", "./page-cache.mjs"],
    [
      "a stand-in imports a stand-in",
      "local-services/pim/example.mjs",
      "../store/document-store.mjs",
    ],
    [
      "a stand-in imports a contract",
      "local-services/portal/example.mjs",
      "../../contracts/portal/tickets/ticket-input-rules.mjs",
    ],
    [
      "a stand-in imports its own server module",
      "local-services/oidc/example.mjs",
      "../server.mjs",
    ],
    ["a contract imports a contract", "contracts/forms/example.mjs", "../validation/zod-mini.mjs"],
    ["a contract imports a package", "contracts/forms/example.mjs", "zod/mini"],
    ["lib imports a contract", "lib/forms/example.ts", "@/contracts/forms/contact-rules.mjs"],
    [
      "a component imports a contract",
      "components/example.tsx",
      "@/contracts/portal/parts/order-input-rules.mjs",
    ],
    ["the server imports a contract", "server/example.mjs", "../contracts/validation/zod-mini.mjs"],
    ["a test imports a stand-in", "tests/unit/example.test.ts", "@/local-services/config.mjs"],
  ])("allows: %s", async (_case, filePath, source) => {
    expect(await restrictedImports(eslint, filePath, source)).toEqual([]);
  });

  // Not a layer, the same rule: a portal area's data goes through its use-<area>-api.ts.
  it.each([
    [
      "a portal screen imports a document",
      "components/portal/tickets/example.tsx",
      "@/graphql/generated/portal",
      true,
    ],
    [
      "a portal screen imports the client",
      "components/portal/inventory/example.tsx",
      "@/lib/portal/portal-graphql",
      true,
    ],
    [
      "the account screen imports the account API",
      "components/portal/account/example.tsx",
      "@/lib/portal/account-api",
      true,
    ],
    [
      "a public form imports a document",
      "components/forms/example.tsx",
      "@/graphql/generated/portal",
      true,
    ],
    [
      "an app page imports the client",
      "app/[siteSegment]/[locale]/mykomax/example/page.tsx",
      "@/lib/portal/portal-graphql",
      true,
    ],
    [
      "the area's api file imports a document",
      "components/portal/tickets/use-tickets-api.ts",
      "@/graphql/generated/portal",
      false,
    ],
    [
      "the area's api file imports the client",
      "components/portal/account/use-account-api.ts",
      "@/lib/portal/account-api",
      false,
    ],
    [
      "a portal screen imports a view type",
      "components/portal/tickets/example.tsx",
      "@/lib/portal/tickets/ticket",
      false,
    ],
    [
      "lib maps a generated type",
      "lib/portal/tickets/example.ts",
      "@/graphql/generated/portal",
      false,
    ],
  ])("portal data: %s → refused %s", async (_case, filePath, source, isRefused) => {
    const messages = await restrictedImports(eslint, filePath, source);
    expect(messages).toHaveLength(isRefused ? 1 : 0);
  });

  // Not a layer, the same rule: a plain next/link would prefetch on view (docs/measuring.md).
  it.each([
    ["a component imports next/link", "components/example.tsx", true],
    ["an app route imports next/link", "app/style-guide/example/page.tsx", true],
    ["lib imports next/link", "lib/navigation/example.ts", true],
    ["AppLink imports next/link", "components/ui/app-link.tsx", true],
    ["a call to action imports next/link", "components/content/hero-module.tsx", true],
  ])("next/link: %s → refused %s", async (_case, filePath, isRefused) => {
    const messages = await restrictedImports(eslint, filePath, "next/link");
    expect(messages).toHaveLength(isRefused ? 1 : 0);
  });
});
