// The baseline of the visit bench (issue 27, scripts/bench/visit.mjs): a fully static Next.js
// site built by the installed `next` into the git-ignored `.next-visit-baseline/` and served by
// `next start`. 80 prerendered pages (the home page and /p/1 to /p/79, each a heading and about
// 8 KB of text) under a layout whose header holds 40 `next/link` links (to /p/1 to /p/40) with
// Next's default prefetching, and a footer. Stopped when the script ends.
import { buildAndStartNextProject, sentences, writeNextProject } from "./next-project.mjs";

export const STATIC_SITE_PAGES = 80;
export const STATIC_SITE_HEADER_LINKS = 40;
/** About 8 KB of text a page. */
const TEXT_BYTES = 8_000;

/** @param {number} seed */
const body = (seed) =>
  sentences(TEXT_BYTES, seed)
    .map((text) => `<p>${text}</p>`)
    .join("\n");

function writeProject() {
  const headerLinks = Array.from(
    { length: STATIC_SITE_HEADER_LINKS },
    (_, index) => `<li><Link href="/p/${index + 1}">Page ${index + 1}</Link></li>`,
  ).join("\n            ");
  return writeNextProject("visit-baseline", {
    "app/layout.jsx": `import Link from "next/link";

export const metadata = {
  title: "Static Next.js site",
  description: "The baseline of the visit bench: prerendered pages under a header of 40 links.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", lineHeight: 1.5, margin: 0 }}>
        <header style={{ borderBottom: "1px solid #ccc", padding: "0.5rem 1rem" }}>
          <p style={{ margin: 0, fontWeight: "bold" }}>Static site</p>
          <nav aria-label="Main">
            <ul style={{ display: "flex", flexWrap: "wrap", gap: "0.25rem 1rem", listStyle: "none", padding: 0 }}>
            ${headerLinks}
            </ul>
          </nav>
        </header>
        <main style={{ margin: "0 auto", maxWidth: "48rem", padding: "1rem" }}>{children}</main>
        <footer style={{ borderTop: "1px solid #ccc", padding: "1rem" }}>
          <p>Static Next.js site, the baseline of the visit bench.</p>
        </footer>
      </body>
    </html>
  );
}
`,
    "app/page.jsx": `export default function Home() {
  return (
    <>
      <h1>Static site home</h1>
      ${body(0).replaceAll("\n", "\n      ")}
    </>
  );
}
`,
    "app/p/[n]/text.js": `export const TEXTS = ${JSON.stringify(
      Array.from({ length: STATIC_SITE_PAGES - 1 }, (_, index) => sentences(TEXT_BYTES, index + 1)),
    )};\n`,
    "app/p/[n]/page.jsx": `import { TEXTS } from "./text";

export const dynamicParams = false;

export function generateStaticParams() {
  return TEXTS.map((_, index) => ({ n: String(index + 1) }));
}

export default async function Page({ params }) {
  const { n } = await params;
  return (
    <>
      <h1>Page {n}</h1>
      {TEXTS[Number(n) - 1].map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </>
  );
}
`,
  });
}

/**
 * Builds the static site and serves it.
 * @param {{ port: number }} options
 * @returns {Promise<string>} its URL
 */
export async function startStaticNextSite({ port }) {
  return buildAndStartNextProject({ dir: writeProject(), port, what: "The static Next.js site" });
}
