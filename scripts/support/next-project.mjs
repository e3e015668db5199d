// A small Next.js project that a measuring script writes, builds with the installed `next` and
// serves with `next start`, as a baseline for the site: the bare page of `npm run lighthouse`
// (bare-next-page.mjs) and the static site of the visit bench (static-next-site.mjs). It lives
// in a git-ignored directory of the checkout (`.next-…/`), so `next`, `react` and `react-dom`
// resolve from node_modules, and is stopped when the script ends.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
const NEXT_BIN = join(ROOT, "node_modules/next/dist/bin/next");

const WORDS = (
  "wire harness crimping stripping cutting terminal seal cable machine quality force monitoring " +
  "cross section conductor insulation length tolerance production batch operator changeover " +
  "automation feeder twisting tinning marking inspection process reliable precise efficient"
).split(" ");

/**
 * Deterministic sentences of about `bytes` characters in all, so every run measures the same
 * page; `seed` gives another page other sentences.
 * @param {number} bytes
 * @param {number} [seed]
 * @returns {string[]}
 */
export function sentences(bytes, seed = 0) {
  const result = [];
  let size = 0;
  for (let n = seed; size < bytes; n += 1) {
    const words = Array.from({ length: 60 }, (_, i) => WORDS[(n * 7 + i * 13) % WORDS.length]);
    const text = `${words.join(" ")}.`;
    result.push(text.charAt(0).toUpperCase() + text.slice(1));
    size += text.length;
  }
  return result;
}

/**
 * Writes a project into `.next-<name>/` of the checkout, replacing what was there: an empty
 * package.json and configuration (without one, Next would take the site's from the checkout)
 * and `files`, by path inside the project.
 * @param {string} name
 * @param {Record<string, string>} files
 * @returns {string} the project's directory
 */
export function writeNextProject(name, files) {
  const dir = join(ROOT, `.next-${name}`);
  rmSync(dir, { recursive: true, force: true });
  const all = {
    "package.json": JSON.stringify({ private: true }, null, 2),
    "next.config.mjs": "export default {};\n",
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/**
 * Builds a project written by writeNextProject and serves it with `next start` on `port`.
 * @param {{ dir: string, port: number, what: string }} options `what` names it in errors
 * @returns {Promise<string>} its URL
 */
export async function buildAndStartNextProject({ dir, port, what }) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_DIST_DIR;
  const build = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: dir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error(`${what} did not build (exit ${build.status})`);
  const server = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port)], {
    cwd: dir,
    env,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.on("exit", () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return url;
    } catch {}
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what} did not answer on ${url} within 60 s`);
}
