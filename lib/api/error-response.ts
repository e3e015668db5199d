interface ErrorBody {
  /** A short, stable title of what went wrong ("Invalid request", "Not found"). */
  error: string;
  /** The request field at fault, when one is. */
  field?: string;
  /** One line for the caller; never a stack trace or a backend's internals. */
  message?: string;
}

/** A JSON error answer of a route handler; errors are never cached. */
export function errorResponse(status: number, body: ErrorBody, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set("Cache-Control", "no-store");
  return Response.json(body, { status, headers: merged });
}
