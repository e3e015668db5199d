import { publicAnswerHeaders } from "@/lib/api/public-answer-headers";
import { refuseDraftStage } from "@/lib/api/refuse-draft-stage";
import { sectionsAnswer } from "@/lib/navigation/sections-answer";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("api/site-navigation/section");

/** Navigation sections by id, comma separated, for visitors (spec 000 §7). */
export function GET(request: Request, { params }: { params: Promise<{ ids: string }> }) {
  return sectionsAnswer(request, params, {
    refuse: ({ stage }) => refuseDraftStage(stage),
    stageOf: () => "PUBLISHED",
    headers: ({ cache }) => publicAnswerHeaders(cache),
    log,
    describe: ({ ids, lang }) => `Sections ${ids.join(",")} (${lang})`,
  });
}
