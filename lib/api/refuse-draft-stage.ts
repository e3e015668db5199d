import { errorResponse } from "./error-response";

/** Public routes serve the published stage only; drafts wait for the editor area and its login. */
export function refuseDraftStage(stage: "PUBLISHED" | "DRAFT"): Response | null {
  if (stage !== "DRAFT") return null;
  return errorResponse(403, {
    error: "Forbidden",
    field: "stage",
    message: "stage DRAFT is only available in the editor area",
  });
}
