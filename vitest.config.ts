import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // graphql-yoga and graphql-request must see one copy of graphql, not its ESM and CJS twins.
      graphql: fileURLToPath(new URL("node_modules/graphql/index.js", import.meta.url)),
      // "server-only" throws outside a React server bundle; unit tests exercise server modules directly.
      "server-only": fileURLToPath(new URL("tests/unit/support/server-only.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
