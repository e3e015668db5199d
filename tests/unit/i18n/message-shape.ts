import compile from "icu-minify/compile";

/** Every message of a catalogue with its dotted key. */
export function messageEntries(node: unknown, prefix = ""): Array<[string, string]> {
  if (typeof node === "string") return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    messageEntries(child, prefix ? `${prefix}.${key}` : key),
  );
}

// icu-minify's node types (icu-minify/dist/types/types.d.ts): 0 is `#`, 1 select, 2 plural,
// 3 selectordinal, 4 number, 5 date, 6 time; any other array is a rich-text tag.
const POUND = 0;
const SELECT = 1;
const WITH_OPTIONS = new Set([1, 2, 3]);

/**
 * What code and translators must agree on in a message, as the build compiles it: the names and
 * kinds of its arguments, the options of each select (a plural's categories differ by language),
 * and its rich-text tags. Text and order may differ between languages; these may not.
 */
export function messageShape(message: string): string[] {
  const shape = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === "string" || node === POUND || !Array.isArray(node)) return;
    const [name, kind, ...rest] = node as [string, unknown, ...unknown[]];
    if (node.length === 1) {
      shape.add(`{${name}}`);
    } else if (typeof kind === "number" && kind !== POUND) {
      shape.add(`{${name}, ${kind}}`);
      const options = (rest[0] ?? {}) as Record<string, unknown>;
      if (kind === SELECT) shape.add(`{${name}} options ${Object.keys(options).sort().join(" ")}`);
      if (WITH_OPTIONS.has(kind)) Object.values(options).forEach(visitAll);
    } else {
      shape.add(`<${name}>`);
      visitAll([kind, ...rest]);
    }
  };
  const visitAll = (nodes: unknown) => (Array.isArray(nodes) ? nodes.forEach(visit) : visit(nodes));
  const compiled = compile(message);
  if (Array.isArray(compiled)) compiled.forEach(visit);
  return [...shape].sort();
}
