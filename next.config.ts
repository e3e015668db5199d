import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { deploymentIdFrom } from "./lib/build/deployment-id.mjs";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // The messages are compiled at build time, so neither the server nor the browser parses ICU
  // messages at run time, and the browser gets a formatter of 2 KB instead of intl-messageformat
  // (issue 17). Code that reads a message itself, not through a translator, must use one.
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

const deploymentId = deploymentIdFrom(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run profile` measures a build whose functions keep their names (scripts/profile-page.mjs).
  experimental: { turbopackMinify: process.env.NEXT_READABLE_BUILD !== "1" },
  // One release identity (docs/container.md): null lets Next make a random build id.
  deploymentId,
  generateBuildId: () => deploymentId ?? null,
  // The container image runs server/start.mjs on the traced, dependency-free standalone output
  // (Dockerfile, scripts/assemble-image.mjs); a plain `npm start` keeps using the checkout.
  output: "standalone",
  // proxy.ts answers a trailing slash with 301 (spec 000 §2), not Next's own 308.
  skipTrailingSlashRedirect: true,
  // Lets two builds share one checkout (NEXT_DIST_DIR=.next-b npm run build && … next start).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The site is reached on 127.0.0.1 in development, so the dev server must accept it.
  allowedDevOrigins: ["127.0.0.1"],
  // better-sqlite3 belongs to the local stand-ins only and must never be bundled; ioredis is
  // loaded as is, like server/start.mjs loads it, for the shared cache (docs/caching.md "Several instances").
  serverExternalPackages: ["better-sqlite3", "ioredis"],
  // `npm test` runs `tsc` right before it builds; NEXT_SKIP_TYPECHECK=1 spares the second check.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
};

export default withNextIntl(nextConfig);
