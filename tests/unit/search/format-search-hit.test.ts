import { describe, expect, it } from "vitest";

import { parseInlineHtml } from "@/components/ui/parse-inline-html";
import {
  brandSuffixOf,
  emphasizeQueryWords,
  formatSearchHit,
  queryWords,
  removeBrandSuffix,
} from "@/lib/search/format-search-hit";

const SUFFIXES = [" | Ferrion"];

describe("search hits: the brand suffix is removed from the title (spec 000 §5)", () => {
  it.each([
    ["About us | Ferrion", "About us"],
    ["Über uns | Ferrion", "Über uns"],
    ["Crimp quality | Ferrion  ", "Crimp quality"],
    ["Ferrion | Ferrion", "Ferrion"],
    ["Strixa at a glance | Strixa", "Strixa at a glance | Strixa"],
    ["No suffix here", "No suffix here"],
    ["| Ferrion", "| Ferrion"],
    ["Ferrion AG history", "Ferrion AG history"],
  ])("%j → %j", (title, expected) => {
    expect(removeBrandSuffix(title, SUFFIXES)).toBe(expected);
  });

  it.each([
    ["{title} | {brand}", "Ferrion", " | Ferrion"],
    ["{title} – {brand}", "Ferrion", " – Ferrion"],
    ["{brand}: {title}", "Ferrion", ""],
  ])("the suffix of %j with brand %s is %j", (template, brand, suffix) => {
    expect(brandSuffixOf(template, brand)).toBe(suffix);
  });
});

describe("search hits: the query's words are emphasized, everything else escaped", () => {
  it.each([
    [
      "a plain word",
      "Crimp presses for benchtop work",
      "crimp",
      "<em>Crimp</em> presses for benchtop work",
    ],
    [
      "the start of a longer word",
      "Fully automatic crimping",
      "crimp",
      "Fully automatic <em>crimp</em>ing",
    ],
    ["not inside a word", "Microcrimp and crimp", "crimp", "Microcrimp and <em>crimp</em>"],
    [
      "several words",
      "Cut and strip machines",
      "strip cut",
      "<em>Cut</em> and <em>strip</em> machines",
    ],
    [
      "a repeated word once",
      "crimp after crimp",
      "crimp crimp CRIMP",
      "<em>crimp</em> after <em>crimp</em>",
    ],
    ["the longer of two overlapping words", "crimping", "crimp crimping", "<em>crimping</em>"],
    [
      "German umlauts, any case",
      "Über uns und über die Prüfung",
      "über prüfung",
      "<em>Über</em> uns und <em>über</em> die <em>Prüfung</em>",
    ],
    ["ß", "Die Straße", "straße", "Die <em>Straße</em>"],
    [
      "regex special characters as plain text",
      "C++ (beta) costs $5.",
      "c++ (beta) costs? $5.*",
      "C++ (<em>beta</em>) <em>costs</em> $5.",
    ],
    ["a query of only special characters", "a.*b (c)", ".* ( ) [ ] \\ ^ $ |", "a.*b (c)"],
    ["digits", "CS 3100 and CS 3300", "3100", "CS <em>3100</em> and CS 3300"],
    ["no words at all", "x", "", "x"],
    ["single letters are not emphasized", "a b c", "a b", "a b c"],
  ])("%s", (_rule, description, query, expected) => {
    expect(emphasizeQueryWords(description, query)).toBe(expected);
  });

  it.each([
    [
      "a record containing <script>",
      'Safe <script>alert("x")</script> crimp',
      "crimp",
      "Safe &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <em>crimp</em>",
    ],
    [
      "a record containing an element with attributes",
      '<img src=x onerror="alert(1)"> crimp',
      "crimp",
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <em>crimp</em>",
    ],
    [
      "entities in the record stay text",
      "R&amp;D &lt;b&gt;",
      "lt",
      "R&amp;amp;D &amp;<em>lt</em>;b&amp;gt;",
    ],
    [
      "a query containing HTML",
      "Bold crimp and script tags",
      "<b>crimp</b><script>",
      "Bold <em>crimp</em> and <em>script</em> tags",
    ],
    [
      "a query trying to close the emphasis",
      "crimp </em><script>",
      "</em><script>alert(1)",
      "crimp &lt;/<em>em</em>&gt;&lt;<em>script</em>&gt;",
    ],
    ["quotes", `It's "crimp"`, "crimp", "It&#39;s &quot;<em>crimp</em>&quot;"],
  ])("%s", (_rule, description, query, expected) => {
    expect(emphasizeQueryWords(description, query)).toBe(expected);
  });

  it("reads back through the inline HTML parser as text and <em> only", () => {
    const html = emphasizeQueryWords(
      '<script>alert(1)</script><a href="javascript:x">crimp</a>',
      "<a>crimp",
    );
    const nodes = parseInlineHtml(html);
    const tags = JSON.stringify(nodes).match(/"tag":"\w+"/g);
    expect(tags).toEqual(['"tag":"em"']);
    const text = nodes
      .map((node) =>
        node.kind === "text"
          ? node.text
          : node.children.map((c) => (c.kind === "text" ? c.text : "")).join(""),
      )
      .join("");
    expect(text).toBe('<script>alert(1)</script><a href="javascript:x">crimp</a>');
  });
});

describe("search hits: the query's words", () => {
  it.each([
    ["crimp press", ["crimp", "press"]],
    ["  Crimp,crimp;CRIMP ", ["Crimp"]],
    ["über-prüfung", ["über", "prüfung"]],
    ["<b>x</b> yz", ["yz"]],
    ["", []],
  ])("%j → %j", (query, words) => {
    expect(queryWords(query)).toEqual(words);
  });
});

describe("search hits: both rules together", () => {
  it("formats a record", () => {
    expect(
      formatSearchHit(
        { title: "Crimping | Ferrion", description: "Crimp presses & <centres>" },
        { query: "crimp", brandSuffixes: SUFFIXES },
      ),
    ).toEqual({ title: "Crimping", description: "<em>Crimp</em> presses &amp; &lt;centres&gt;" });
  });
});
