import type { z } from "zod";

import { validationErrorResponse } from "./validation-error";

type ParsedInput<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Validates a route handler's input; on failure the 400 answer is ready to return. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): ParsedInput<z.output<Schema>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: validationErrorResponse(result.error) };
}
