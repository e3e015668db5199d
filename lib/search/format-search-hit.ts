/**
 * Search hits as the site shows them (spec 000 §5): the title without the brand suffix the
 * search service indexed with it, the description as HTML in which only the query's words are
 * markup (`<em>`) and everything else, the record's text and the query alike, is escaped.
 */

export interface SearchRecord {
  title: string;
  description: string;
}

interface FormattedHit {
  /** Plain text. */
  title: string;
  /** HTML: escaped text with the query's words in `<em>`. Render it with InlineHtml. */
  description: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The brand suffix of a page title, from the `Layout.brandSuffix` message ("{title} | {brand}"):
 * what follows the title, e.g. " | Ferrion".
 */
export function brandSuffixOf(template: string, brand: string): string {
  const at = template.indexOf("{title}");
  return at < 0 ? "" : template.slice(at + "{title}".length).replaceAll("{brand}", brand);
}

/** "About us | Ferrion" → "About us"; a title that is only the suffix, or lacks it, stays. */
export function removeBrandSuffix(title: string, suffixes: readonly string[]): string {
  const trimmed = title.trim();
  for (const suffix of suffixes) {
    const end = suffix.trim();
    if (!end || !trimmed.endsWith(end)) continue;
    const rest = trimmed.slice(0, -end.length).trimEnd();
    if (rest) return rest;
  }
  return trimmed;
}

/** Words of one letter would light up half the text. */
const MIN_EMPHASIS_LENGTH = 2;

/** The query's words: letters and digits, without duplicates (case-insensitive). */
export function queryWords(query: string): string[] {
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = word.toLocaleLowerCase();
    if (word.length < MIN_EMPHASIS_LENGTH || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Escapes the text and wraps each place where a word of the text starts with a query word in
 * `<em>` (the search matches words by their start, so "crimp" marks "<em>Crimp</em>ing").
 */
export function emphasizeQueryWords(text: string, query: string): string {
  const words = queryWords(query).sort((a, b) => b.length - a.length);
  if (words.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join("|")})`, "giu");
  let html = "";
  let position = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeHtml(text.slice(position, match.index))}<em>${escapeHtml(match[0])}</em>`;
    position = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(position));
}

export function formatSearchHit(
  record: SearchRecord,
  { query, brandSuffixes }: { query: string; brandSuffixes: readonly string[] },
): FormattedHit {
  return {
    title: removeBrandSuffix(record.title, brandSuffixes),
    description: emphasizeQueryWords(record.description, query),
  };
}
