import { isSafeBrowserHref } from "@/lib/navigation/classify-target";

/**
 * Flash message texts are HTML (spec 000 §3). Instead of injecting that HTML into the page, it is
 * read into a small tree of text and a few inline elements, which React then renders: text is
 * always escaped by React, tags outside the list are dropped (their text stays as text), the
 * contents of script and style elements are dropped, and links keep only safe targets. So no
 * markup from a message can run script or add attributes.
 */
const INLINE_TAGS = ["a", "b", "br", "em", "i", "p", "strong"] as const;
type InlineTag = (typeof INLINE_TAGS)[number];

export type InlineNode =
  | { kind: "text"; text: string }
  | { kind: "element"; tag: InlineTag; href?: string; children: InlineNode[] };

type InlineElement = Extract<InlineNode, { kind: "element" }>;

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const SCRIPT_OR_STYLE = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code =
        body[1] === "x" || body[1] === "X"
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function isInlineTag(tag: string): tag is InlineTag {
  return (INLINE_TAGS as readonly string[]).includes(tag);
}

function safeHref(attributes: string): string | undefined {
  const match = HREF.exec(attributes);
  const href = decodeEntities((match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim());
  return href && isSafeBrowserHref(href) ? href : undefined;
}

export function parseInlineHtml(html: string): InlineNode[] {
  const source = html.replace(SCRIPT_OR_STYLE, "");
  const root: InlineNode[] = [];
  const open: InlineElement[] = [];
  const children = () => open.at(-1)?.children ?? root;
  const pushText = (raw: string) => {
    if (raw) children().push({ kind: "text", text: decodeEntities(raw) });
  };

  let position = 0;
  for (const match of source.matchAll(TAG)) {
    pushText(source.slice(position, match.index));
    position = match.index + match[0].length;
    const isClosing = match[1] === "/";
    const tag = (match[2] ?? "").toLowerCase();
    if (!isInlineTag(tag)) continue;
    if (tag === "br") {
      if (!isClosing) children().push({ kind: "element", tag, children: [] });
      continue;
    }
    if (isClosing) {
      const index = open.findLastIndex((element) => element.tag === tag);
      if (index >= 0) open.length = index;
      continue;
    }
    const href = tag === "a" ? safeHref(match[3] ?? "") : undefined;
    const element: InlineElement = {
      kind: "element",
      tag,
      children: [],
      ...(href ? { href } : {}),
    };
    children().push(element);
    open.push(element);
  }
  pushText(source.slice(position));
  return root;
}
