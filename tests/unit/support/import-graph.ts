import path from "node:path";

/** The specifiers a module imports: static and type imports, re-exports and dynamic imports. */
export function importSpecifiers(source: string): string[] {
  const pattern =
    /^\s*(?:import|export)\s+(?:type\s+)?[^;]*?\bfrom\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/**
 * The folder directly under lib/ that an import of `file` (a path like lib/site/x.ts) points
 * into, or null when it leaves lib/ (packages, app/, components/, graphql/).
 */
export function libFolderOf(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(file), specifier);
  else return null;
  const [root, folder] = target.split("/");
  return root === "lib" && folder ? folder : null;
}

/** One cycle in a directed graph as the list of its nodes (first repeated last), or null. */
export function findCycle(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, "open");
    trail.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** Value imports only: a type import names a shape, it loads and runs nothing. */
export function valueImportSpecifiers(source: string): string[] {
  const typeOnly = new Set(
    [...source.matchAll(/^\s*import\s+type\s[^;]*?\bfrom\s+["']([^"']+)["']/gm)].map(
      (match) => match[1],
    ),
  );
  return importSpecifiers(source).filter((specifier) => !typeOnly.has(specifier));
}

const IMPORTABLE_ENDINGS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];

/**
 * The project file (relative to the root) an import of `file` names, or null for a package.
 * `isFile` says whether a path relative to the root is a file.
 */
export function resolveProjectImport(
  file: string,
  specifier: string,
  isFile: (relative: string) => boolean,
): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(file), specifier);
  else return null;
  return IMPORTABLE_ENDINGS.map((ending) => target + ending).find(isFile) ?? null;
}

/**
 * The shortest import chain from `start` to one of `targets` (both ends included), or null when
 * none is reached.
 */
export function importChain(
  start: string,
  targets: ReadonlySet<string>,
  importsOf: (file: string) => readonly string[],
): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (targets.has(file)) {
      const chain = [file];
      for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return null;
}
