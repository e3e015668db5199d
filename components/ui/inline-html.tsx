import type { ReactNode } from "react";

import { AppLink } from "./app-link";
import { type InlineNode, parseInlineHtml } from "./parse-inline-html";

function render(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === "text") return node.text;
    const children = render(node.children);
    switch (node.tag) {
      case "br":
        return <br key={index} />;
      case "a":
        if (!node.href) return <span key={index}>{children}</span>;
        return node.href.startsWith("/") ? (
          <AppLink key={index} href={node.href} className="underline">
            {children}
          </AppLink>
        ) : (
          <a key={index} href={node.href} className="underline">
            {children}
          </a>
        );
      default: {
        const Tag = node.tag;
        return <Tag key={index}>{children}</Tag>;
      }
    }
  });
}

/** Shows a short HTML text with only a few safe inline tags; see parse-inline-html.ts. */
export function InlineHtml({ html }: { html: string }) {
  return <>{render(parseInlineHtml(html))}</>;
}
