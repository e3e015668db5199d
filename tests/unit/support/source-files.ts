import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, for tests that read the project's own sources. */
export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Every TypeScript and module file under the given folders, as paths relative to the root. */
export function sourceFiles(...folders: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name)) found.push(relative);
    }
  };
  folders.forEach(walk);
  return found;
}

export function readSource(relative: string): string {
  return readFileSync(path.join(ROOT, relative), "utf8");
}

/** Whether a path relative to the root is a file. */
export function isProjectFile(relative: string): boolean {
  return statSync(path.join(ROOT, relative), { throwIfNoEntry: false })?.isFile() ?? false;
}
