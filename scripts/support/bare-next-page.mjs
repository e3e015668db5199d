// The baseline of `npm run lighthouse` (issue 17): a bare Next.js page, built by the installed
// `next` from a layout and one static page of about 20 KB of text, in a git-ignored directory of
// the checkout (.next-baseline/, so `next`, `react` and `react-dom` resolve from node_modules),
// and served by `next start` on a port of its own. Stopped when the script ends.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
const DIR = join(ROOT, ".next-baseline");
const NEXT_BIN = join(ROOT, "node_modules/next/dist/bin/next");
/** About 20 KB of text, like a long content page. */
const TEXT_BYTES = 20_000;

const WORDS = (
  "wire harness crimping stripping cutting terminal seal cable machine quality force monitoring " +
  "cross section conductor insulation length tolerance production batch operator changeover " +
  "automation feeder twisting tinning marking inspection process reliable precise efficient"
).split(" ");

/** Deterministic sentences, so every run measures the same page. */
function paragraphs() {
  const result = [];
  let size = 0;
  for (let n = 0; size < TEXT_BYTES; n += 1) {
    const words = Array.from({ length: 60 }, (_, i) => WORDS[(n * 7 + i * 13) % WORDS.length]);
    const text = `${words.join(" ")}.`;
    result.push(text.charAt(0).toUpperCase() + text.slice(1));
    size += text.length;
  }
  return result;
}

function writeProject() {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(join(DIR, "app"), { recursive: true });
  writeFileSync(join(DIR, "package.json"), JSON.stringify({ private: true }, null, 2));
  // Its own (empty) configuration: without one, Next would take the site's from the checkout.
  writeFileSync(join(DIR, "next.config.mjs"), "export default {};\n");
  writeFileSync(
    join(DIR, "app/layout.jsx"),
    `export const metadata = {
  title: "Bare Next.js page",
  description: "The baseline page of npm run lighthouse: a layout and static text, no client code.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", lineHeight: 1.5, margin: "0 auto", maxWidth: "48rem", padding: "1rem" }}>
        {children}
      </body>
    </html>
  );
}
`,
  );
  const sections = paragraphs()
    .map(
      (text, index) =>
        (index % 4 === 0 ? `<h2>Section ${index / 4 + 1}</h2>\n` : "") + `<p>${text}</p>`,
    )
    .join("\n");
  writeFileSync(
    join(DIR, "app/page.jsx"),
    `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      ${sections.replaceAll("\n", "\n      ")}
    </main>
  );
}
`,
  );
}

/**
 * Builds the baseline page and serves it.
 * @param {{ port: number }} options
 * @returns {Promise<string>} its URL
 */
export async function startBareNextPage({ port }) {
  writeProject();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_DIST_DIR;
  const build = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: DIR,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error(`The baseline page did not build (exit ${build.status})`);
  const server = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port)], {
    cwd: DIR,
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
  throw new Error(`The baseline page did not answer on ${url} within 60 s`);
}
