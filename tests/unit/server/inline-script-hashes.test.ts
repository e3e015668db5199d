import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { inlineScriptHashes } from "@/server/inline-script-hashes.mjs";

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes: the scripts a page may run inline", () => {
  it.each([
    ["a plain inline script", "<script>self.a=1</script>", [hashOf("self.a=1")]],
    ["a module", '<script type="module">import "x"</script>', [hashOf('import "x"')]],
    ["text/javascript", "<script type='text/javascript'>b()</script>", [hashOf("b()")]],
    ["with a nonce and an id", '<script nonce="n" id="_R_">c()</script>', [hashOf("c()")]],
    ["upper-case tags", "<SCRIPT>d()</SCRIPT >", [hashOf("d()")]],
    ["an external script", '<script src="/_next/static/a.js" async></script>', []],
    ["JSON-LD data", '<script type="application/ld+json">{"a":1}</script>', []],
    ["JSON data", '<script type="application/json">{}</script>', []],
    ["a repeated script, once", "<script>e()</script><script>e()</script>", [hashOf("e()")]],
    ["no script", "<p>script</p>", []],
  ])("%s", (_name, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });

  it("keeps the text exactly as written, line breaks and non-ASCII included", () => {
    const text = '\nself.__next_f.push([1,"Größe: 12 mm²"])\n';
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([hashOf(text)]);
  });
});
