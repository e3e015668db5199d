#!/usr/bin/env node
// Lays out what the container image runs, from a finished `next build`: Next's standalone output
// (the traced production dependencies, no dev dependencies), the static assets, and our own
// production server (server/start.mjs) with every file it imports, traced the same way. The
// Dockerfile runs this script and tests/e2e/container-image.spec.ts runs it too, then starts its
// result with the Dockerfile's own CMD, so the image and the check cannot drift apart.
//
//   node scripts/assemble-image.mjs <out-dir>
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** What the image runs (its Dockerfile `CMD`); the modules it imports are traced from here. */
const SERVER_ENTRY = "server/start.mjs";

const require = createRequire(import.meta.url);

/**
 * @param {{ projectDir: string, distDir?: string, outDir: string }} options
 * @returns {Promise<{ copiedServerFiles: string[] }>}
 */
export async function assembleImage({ projectDir, distDir = ".next", outDir }) {
  const dist = resolve(projectDir, distDir);
  const standalone = join(dist, "standalone");
  if (!existsSync(join(standalone, "server.js"))) {
    throw new Error(
      `No standalone output in ${standalone}: build with output "standalone" (next.config.ts) first.`,
    );
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(standalone, outDir, { recursive: true, verbatimSymlinks: true });
  // Next's own standalone entry is not what the image runs; leaving it out avoids the confusion.
  rmSync(join(outDir, "server.js"));
  // The browser's assets: standalone leaves them to a CDN or to the server to copy in.
  cpSync(join(dist, "static"), join(outDir, relative(projectDir, dist), "static"), {
    recursive: true,
  });
  if (existsSync(join(projectDir, "public"))) {
    cpSync(join(projectDir, "public"), join(outDir, "public"), { recursive: true });
  }
  const copiedServerFiles = await copyServerFiles(projectDir, outDir);
  return { copiedServerFiles };
}

/**
 * server/start.mjs and everything it imports (our .mjs modules and packages such as lru-cache),
 * traced like Next traces its own server. Next itself is already complete in the standalone
 * output, so it is not traced again.
 * @param {string} projectDir
 * @param {string} outDir
 */
async function copyServerFiles(projectDir, outDir) {
  const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");
  const entry = join(projectDir, SERVER_ENTRY);
  const { fileList } = await nodeFileTrace([entry], {
    base: projectDir,
    ignore: (/** @type {string} */ file) => file.startsWith("node_modules/next/"),
  });
  const copied = [];
  for (const file of [...fileList].sort()) {
    const target = join(outDir, file);
    // Already in Next's trace, or outside the project (nothing the image can hold).
    if (existsSync(target) || file.startsWith("..")) continue;
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(projectDir, file), target, { verbatimSymlinks: true });
    copied.push(file);
  }
  return copied;
}

async function main() {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error("Usage: node scripts/assemble-image.mjs <out-dir>");
    process.exit(2);
  }
  const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const { copiedServerFiles } = await assembleImage({
    projectDir,
    distDir: process.env.NEXT_DIST_DIR || ".next",
    outDir: resolve(outDir),
  });
  const { name } = JSON.parse(readFileSync(join(projectDir, "package.json"), "utf8"));
  console.log(
    `Assembled ${name} in ${outDir} (+${copiedServerFiles.length} files of server/start.mjs)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
