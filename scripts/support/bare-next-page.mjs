// The baseline of `npm run lighthouse` (issue 17): a bare Next.js page, built by the installed
// `next` from a layout and one static page of about 20 KB of text, in a git-ignored directory of
// the checkout (.next-baseline/, so `next`, `react` and `react-dom` resolve from node_modules),
// and served by `next start` on a port of its own. Stopped when the script ends.
import { buildAndStartNextProject, sentences, writeNextProject } from "./next-project.mjs";

/** About 20 KB of text, like a long content page. */
const TEXT_BYTES = 20_000;

function writeProject() {
  const sections = sentences(TEXT_BYTES)
    .map(
      (text, index) =>
        (index % 4 === 0 ? `<h2>Section ${index / 4 + 1}</h2>\n` : "") + `<p>${text}</p>`,
    )
    .join("\n");
  return writeNextProject("baseline", {
    "app/layout.jsx": `export const metadata = {
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
    "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      ${sections.replaceAll("\n", "\n      ")}
    </main>
  );
}
`,
  });
}

/**
 * Builds the baseline page and serves it.
 * @param {{ port: number }} options
 * @returns {Promise<string>} its URL
 */
export async function startBareNextPage({ port }) {
  return buildAndStartNextProject({ dir: writeProject(), port, what: "The baseline page" });
}
