import { errorResponse } from "@/lib/api/error-response";

/** 429 for a client that guessed wrong too often, with the seconds it must wait. */
export function tooManyAttempts(waitMs: number): Response {
  const seconds = Math.ceil(waitMs / 1000);
  return errorResponse(
    429,
    {
      error: "Too many attempts",
      message: `Too many wrong passwords; try again in ${seconds} s`,
    },
    { "Retry-After": String(seconds) },
  );
}
