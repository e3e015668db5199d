import { describe, expect, it } from "vitest";

import { type InlineNode, parseInlineHtml } from "@/components/ui/parse-inline-html";

const text = (value: string): InlineNode => ({ kind: "text", text: value });

/** The visible text of a tree, to check what a reader would see. */
function visibleText(nodes: InlineNode[]): string {
  return nodes
    .map((node) => (node.kind === "text" ? node.text : visibleText(node.children)))
    .join("");
}

describe("flash message HTML is read into safe inline nodes", () => {
  it.each<[string, string, InlineNode[]]>([
    ["plain text stays text", "Saved.", [text("Saved.")]],
    [
      "strong and em become elements",
      "Site <strong>down</strong> <em>now</em>",
      [
        text("Site "),
        { kind: "element", tag: "strong", children: [text("down")] },
        text(" "),
        { kind: "element", tag: "em", children: [text("now")] },
      ],
    ],
    [
      "tag names are case-insensitive",
      "<B>bold</B>",
      [{ kind: "element", tag: "b", children: [text("bold")] }],
    ],
    [
      "a line break is an empty element",
      "one<br/>two",
      [text("one"), { kind: "element", tag: "br", children: [] }, text("two")],
    ],
    [
      "a safe link keeps its target",
      '<a href="/en/contact">contact</a>',
      [{ kind: "element", tag: "a", href: "/en/contact", children: [text("contact")] }],
    ],
    [
      "a script link loses its target",
      '<a href="javascript:alert(1)">x</a>',
      [{ kind: "element", tag: "a", children: [text("x")] }],
    ],
    [
      "a protocol-relative link loses its target",
      "<a href='//evil.example'>x</a>",
      [{ kind: "element", tag: "a", children: [text("x")] }],
    ],
    [
      "attributes other than a link's target are dropped",
      '<strong onclick="alert(1)" class="x">hi</strong>',
      [{ kind: "element", tag: "strong", children: [text("hi")] }],
    ],
    [
      "tags outside the list are dropped, their text kept",
      "<div>a<img src=x onerror=alert(1)>b</div>",
      [text("a"), text("b")],
    ],
    ["script contents are dropped", "a<script>alert(1)</script>b", [text("ab")]],
    [
      "entities are decoded",
      "Fish &amp; chips &lt;3 &#8364; &#x20AC;",
      [text("Fish & chips <3 € €")],
    ],
    ["a lone angle bracket is text", "1 < 2", [text("1 < 2")]],
    [
      "an unclosed element ends with the text",
      "<em>open",
      [{ kind: "element", tag: "em", children: [text("open")] }],
    ],
    ["a stray closing tag is ignored", "a</strong>b", [text("a"), text("b")]],
  ])("%s", (_rule, html, expected) => {
    expect(parseInlineHtml(html)).toEqual(expected);
  });

  it("escaped markup is shown as text, never as markup", () => {
    const nodes = parseInlineHtml("&lt;img src=x onerror=alert(1)&gt;");
    expect(nodes).toEqual([text("<img src=x onerror=alert(1)>")]);
    expect(visibleText(nodes)).toBe("<img src=x onerror=alert(1)>");
  });
});
