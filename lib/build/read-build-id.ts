import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

/** `next dev` writes no build id; one fixed value makes the update poller never fire there. */
const DEVELOPMENT_BUILD_ID = "development";

let buildId: string | undefined;

/** The id of the build this server runs, as `next build` wrote it into the dist folder. */
export function readBuildId(): string {
  if (buildId === undefined) {
    const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
    try {
      buildId = readFileSync(file, "utf8").trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      buildId = DEVELOPMENT_BUILD_ID;
    }
  }
  return buildId;
}
