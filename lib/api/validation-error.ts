import type { z } from "zod";

import { errorResponse } from "./error-response";

/** 400 naming the first field at fault: {"error":"Invalid request","field":"lang","message":"lang …"}. */
export function validationErrorResponse(error: z.ZodError): Response {
  const issue = error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : "request";
  return errorResponse(400, {
    error: "Invalid request",
    field,
    message: `${field} ${issue?.message ?? "is invalid"}`,
  });
}
