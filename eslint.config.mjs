import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layer rules (README "Layers"). An import path names a layer by its folder, as an alias
// (@/components/…) or relative (../../components/…); no folder inside lib/ or local-services/
// bears a layer's name, so matching the first folder after the climb is exact.
const standIns = {
  regex: "(^|/)local-services(/|$)",
  message: "The product never imports the local stand-ins (local-services/).",
};
const uiLayers = {
  regex: "^(@/|(\\.\\./)+)(app|components|stores)(/|$)",
  message: "lib/ never imports components/, stores/ or app/: pass data or callbacks in instead.",
};
const product = [
  {
    regex: "^@/",
    message: "Stand-ins never import the product (and plain Node cannot resolve @/).",
  },
  {
    regex: "^(\\.\\./)+(app|components|stores|server|proxy|instrumentation)(/|\\.|$)",
    message: "Stand-ins never import the product.",
  },
  {
    // lib/'s .mjs modules are the runtime-neutral rules a stand-in shares with the product
    // (form and ticket input rules, access transitions), so both validate alike.
    regex: "^(\\.\\./)+lib/.*(?<!\\.mjs)$",
    message: "Stand-ins import from lib/ only its shared .mjs rules, never the product's code.",
  },
];
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

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
    rules: restrict([standIns]),
  },
  { files: ["lib/**"], rules: restrict([standIns, uiLayers]) },
  { files: ["local-services/**"], rules: restrict(product) },
  globalIgnores([
    ".next*/**",
    ".data/**",
    "graphql/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
