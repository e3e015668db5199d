// Lists exports nobody imports: a name exported from a module of the product (lib/, components/,
// stores/, server/) or of contracts/ that no other file of the repository mentions. Word
// matching, not a compiler: a name mentioned elsewhere for another reason counts as used, so the
// list errs on the side of keeping. `node scripts/dead-exports.mjs` prints one `file: name` a line
// and exits 1 when it lists anything, so `npm run lint` fails on a new dead export.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const SCANNED = ["lib", "contracts", "components", "stores", "server"];
const SEARCHED = [
  ...SCANNED,
  ...["app", "local-services", "scripts", "tests", "proxy.ts", "instrumentation.ts"],
  ...["next.config.ts", "eslint.config.mjs", "playwright.config.ts", "vitest.config.ts"],
];
const SOURCE = /\.(ts|tsx|mjs)$/;

/** @param {string} path @returns {string[]} */
function files(path) {
  const full = join(root, path);
  if (SOURCE.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes("/node_modules/") && !file.includes("/generated/"));
}

/** @param {string} text */
function exportedNames(text) {
  const names = new Set();
  const declared =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
  for (const match of text.matchAll(declared)) names.add(match[1]);
  for (const match of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/gm)) {
    for (const part of match[1].split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)
        ?.replace(/^type\s+/, "");
      if (name) names.add(name);
    }
  }
  return names;
}

const searched = [...new Set(SEARCHED.flatMap(files))];
const texts = new Map(searched.map((file) => [file, readFileSync(file, "utf8")]));
const dead = [];
for (const file of [...new Set(SCANNED.flatMap(files))]) {
  for (const name of exportedNames(texts.get(file) ?? "")) {
    const word = new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`);
    const isUsed = searched.some((other) => other !== file && word.test(texts.get(other) ?? ""));
    if (!isUsed) dead.push(`${relative(root, file)}: ${name}`);
  }
}
if (dead.length > 0) {
  console.log(dead.join("\n"));
  console.error(
    `${dead.length} export(s) nobody imports: drop "export" where the module uses the name, else delete it.`,
  );
  process.exitCode = 1;
}
