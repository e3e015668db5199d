import type { NextRequest } from "next/server";

import { sectionsAnswer } from "@/lib/navigation/sections-answer";
import { refuseNonEditor } from "@/lib/editor/require-editor";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("api/site-navigation/editor/section");

/** Navigation sections by id for editors (spec 000 §7), in either stage. */
export function GET(request: NextRequest, { params }: { params: Promise<{ ids: string }> }) {
  return (
    refuseNonEditor(request) ??
    sectionsAnswer(request, params, {
      stageOf: ({ stage }) => stage,
      headers: () => ({ "Cache-Control": "private, no-store" }),
      log,
      describe: ({ ids, lang, stage }) => `Editor sections ${ids.join(",")} (${lang}, ${stage})`,
    })
  );
}
