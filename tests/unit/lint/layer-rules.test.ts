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
    ["a stand-in imports by alias", "local-services/example.mjs", "@/lib/forms/contact-rules.mjs"],
    [
      "a stand-in imports the server",
      "local-services/oidc/example.mjs",
      "../../server/page-cache.mjs",
    ],
    ["a stand-in imports a component", "local-services/example.mjs", "../components/ui/button"],
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
      "a stand-in imports a shared rule",
      "local-services/portal/example.mjs",
      "../../lib/portal/tickets/ticket-input-rules.mjs",
    ],
    ["a test imports a stand-in", "tests/unit/example.test.ts", "@/local-services/config.mjs"],
  ])("allows: %s", async (_case, filePath, source) => {
    expect(await restrictedImports(eslint, filePath, source)).toEqual([]);
  });
});
