/** Liveness: the process answers. Deliberately touches no backend. */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
