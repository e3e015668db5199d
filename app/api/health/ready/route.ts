import { checkContentHealth } from "@/lib/content/check-content-health";

export const dynamic = "force-dynamic";

/** Readiness: every backend the site needs, with its state; 503 when one is down. */
export async function GET() {
  const backends = await Promise.all([checkContentHealth()]);
  const ready = backends.every((backend) => backend.state === "up");
  return Response.json(
    { status: ready ? "ready" : "unavailable", backends },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
