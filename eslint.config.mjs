import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layer rules (docs/architecture.md "Layers"). An import path names a layer by its folder, as an alias
// (@/components/…) or relative (../../components/…); no folder inside lib/, contracts/ or
// local-services/ bears a layer's name, so matching the first folder after the climb is exact.
const PRODUCT = "app|components|lib|stores|server";
const ROOT_MODULES = "proxy|instrumentation";
const standIns = {
  regex: "(^|/)local-services(/|$)",
  message: "The product never imports the local stand-ins (local-services/).",
};
const uiLayers = {
  regex: "^(@/|(\\.\\./)+)(app|components|stores)(/|$)",
  message: "lib/ never imports components/, stores/ or app/: pass data or callbacks in instead.",
};
// contracts/ and local-services/ run in plain Node too, which cannot resolve the @/ alias: they
// import by relative path, and a relative path names the layer it climbs into.
const productByPath = (message) => ({
  regex: `^(\\.\\./)+((${PRODUCT})(/|$)|(${ROOT_MODULES})(\\.|$))`,
  message,
});
const standInRules = [
  {
    regex: "^@/",
    message:
      "Stand-ins import by relative path (plain Node cannot resolve @/), and of the product only contracts/.",
  },
  productByPath("Stand-ins never import the product; what both sides share lives in contracts/."),
];
const contractRules = [
  {
    regex: "^@/",
    message:
      "contracts/ imports by relative path (plain Node cannot resolve @/), and neither the product nor the stand-ins.",
  },
  productByPath(
    "contracts/ never imports the product: both the product and the stand-ins import it.",
  ),
  { ...standIns, message: "contracts/ never imports the local stand-ins (local-services/)." },
];
// A plain next/link prefetches its page as soon as it scrolls into view; the product's links
// prefetch on intent through AppLink (docs/measuring.md).
const plainLink = {
  name: "next/link",
  message: "Use AppLink (components/ui/app-link.tsx): it prefetches on intent, not on view.",
};
// Every portal area reaches its data through its own components/portal/<area>/use-<area>-api.ts
// (docs/adding-a-portal-screen.md): the GraphQL documents, their generated types and the portal's
// clients stay out of every other component and page, so a schema change stops at that file.
const portalData = {
  regex: "^@/(graphql/generated/portal|lib/portal/(portal-graphql|account-api))$",
  message:
    "Portal data goes through the area's use-<area>-api.ts: import its hooks and the view types of lib/portal/<area>/.",
};
const restrict = (patterns, paths = []) => ({
  "no-restricted-imports": ["error", { patterns, paths }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["app/**", "components/**", "stores/**", "server/**", "proxy.ts", "instrumentation.ts"],
    rules: restrict([standIns], [plainLink]),
  },
  { files: ["app/**", "components/**"], rules: restrict([standIns, portalData], [plainLink]) },
  { files: ["components/portal/*/use-*-api.ts"], rules: restrict([standIns], [plainLink]) },
  { files: ["lib/**"], rules: restrict([standIns, uiLayers], [plainLink]) },
  { files: ["contracts/**"], rules: restrict(contractRules) },
  { files: ["local-services/**"], rules: restrict(standInRules) },
  // Browser journeys hold no React: `useOwnStack` (Playwright hooks for a spec file) is no hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  globalIgnores([
    ".next*/**",
    ".data/**",
    "graphql/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
