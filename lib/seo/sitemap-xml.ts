import type { SitemapEntry } from "./sitemap-entries";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

function urlElement({ loc, alternates }: SitemapEntry): string {
  const links = Object.entries(alternates).map(
    ([hreflang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  return ["  <url>", `    <loc>${escapeXml(loc)}</loc>`, ...links, "  </url>"].join("\n");
}

/** A sitemaps.org urlset with hreflang alternates (the xhtml:link extension). */
export function sitemapXml(entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(urlElement),
    "</urlset>",
    "",
  ].join("\n");
}
