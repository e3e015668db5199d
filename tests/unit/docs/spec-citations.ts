/** A comment's or page's reference to a section of one of the two specifications. */
export interface SpecCitation {
  /** "000" (the public site) or "001" (the portal). */
  spec: string;
  section: number;
  line: number;
}

/** Between two words of a citation: spaces, or a line break and the next comment line's marker. */
const GAP = String.raw`\s+(?:(?:\*|//|#)\s*)?`;
/** "spec 000 §5", also across a comment's line break. */
const HEAD = new RegExp(String.raw`\bspec${GAP}(00[01])${GAP}§\s?(\d+)`, "gi");
/** What may follow a citation and cite more: ", §8", " and §9", " / 001 §7". */
const MORE = new RegExp(String.raw`\s*(?:,|/|and|or)\s*(?:(00[01])${GAP})?§\s?(\d+)`, "iy");

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1)) {
    line++;
  }
  return line;
}

/** Every section a text cites, in order, with the line where its citation stands. */
export function specCitations(text: string): SpecCitation[] {
  const citations: SpecCitation[] = [];
  for (const head of text.matchAll(HEAD)) {
    let spec = head[1]!;
    citations.push({ spec, section: Number(head[2]), line: lineAt(text, head.index) });
    MORE.lastIndex = head.index + head[0].length;
    for (let more = MORE.exec(text); more; more = MORE.exec(text)) {
      spec = more[1] ?? spec;
      citations.push({ spec, section: Number(more[2]), line: lineAt(text, more.index) });
    }
  }
  return citations;
}

/** The sections docs/requirements.md states, from headings such as "## Spec 000 §5 — …". */
export function statedSections(requirements: string): Set<string> {
  const stated = new Set<string>();
  for (const match of requirements.matchAll(/^##\s+Spec (00[01]) §(\d+)\b/gm)) {
    stated.add(`${match[1]} §${match[2]}`);
  }
  return stated;
}
