/** A link of a Markdown page to another file of the repository, or to a heading. */
export interface RelativeLink {
  /** The path part, relative to the page's folder; "" for a heading of the same page. */
  path: string;
  /** The heading anchor without "#", or null. */
  anchor: string | null;
  line: number;
}

const FENCE = /^\s*(```|~~~)/;

/** The page's lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  let inFence = false;
  const lines: { text: string; line: number }[] = [];
  markdown.split("\n").forEach((text, index) => {
    if (FENCE.test(text)) inFence = !inFence;
    else if (!inFence) lines.push({ text, line: index + 1 });
  });
  return lines;
}

/**
 * The anchor GitHub gives a heading: lower case, every character but letters, digits, spaces,
 * hyphens and underscores dropped, spaces turned into hyphens.
 */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** Every heading anchor of a page; a repeated heading gets -1, -2, … as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const anchor = headingAnchor(heading);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** Links with a URL scheme (https:, mailto:) or a protocol-relative one leave the repository. */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Inline links and images, `[text](target "title")`, outside code spans and fences. */
export function relativeLinks(markdown: string): RelativeLink[] {
  const links: RelativeLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const withoutCode = text.replace(/`[^`]*`/g, "");
    for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1]!;
      if (EXTERNAL.test(target)) continue;
      const [path = "", anchor] = target.split("#", 2);
      links.push({ path: decodeURI(path), anchor: anchor ?? null, line });
    }
  }
  return links;
}
