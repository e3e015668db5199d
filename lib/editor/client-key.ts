/**
 * Who is guessing, for the attempt throttle: the first address of X-Forwarded-For (Next puts the
 * socket's address there when the request has none), else one shared bucket.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "unknown";
}
