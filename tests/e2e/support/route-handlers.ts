import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Values for a route's dynamic segments: one the route knows, then ones an attacker tries. */
const SAMPLES: Record<string, string[]> = {
  sisCode: ["en-US", "constructor"],
  siteId: ["site-main", "__proto__"],
  ids: ["site-main", "constructor"],
  action: ["start", "constructor"],
  pageId: ["page-home", "__proto__"],
  slug: ["product-brochure-cs-3100", "constructor"],
  form: ["support-request", "constructor"],
};
const FALLBACK = ["x", "constructor"];

/** The folders of the app tree that hold a route handler (route.ts), as written. */
function routeFolders(appDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) found.push(relative(appDir, dir));
    }
  };
  walk(appDir);
  return found.sort();
}

/**
 * Every route handler of the app, as paths to request: each dynamic segment filled with each of
 * its sample values, route groups left out.
 */
export function routeHandlerPaths(appDir = "app"): string[] {
  const paths = new Set<string>();
  for (const folder of routeFolders(appDir)) {
    let variants = [""];
    for (const segment of folder.split(sep).filter((part) => !/^\(.*\)$/.test(part))) {
      const dynamic = /^\[+(?:\.\.\.)?([^\]]+)\]+$/.exec(segment);
      const values = dynamic ? (SAMPLES[dynamic[1] ?? ""] ?? FALLBACK) : [segment];
      variants = variants.flatMap((path) =>
        values.map((value) => `${path}/${encodeURIComponent(value)}`),
      );
    }
    for (const path of variants) paths.add(path || "/");
  }
  return [...paths];
}
