import { readBuildId } from "@/lib/build/read-build-id";

// Read per request: the answer must name the build that serves now, never one cached earlier.
export const dynamic = "force-dynamic";

/** The build this server runs; pages poll it to notice a new deployment (spec 000 §4). */
export function GET() {
  return Response.json({ buildId: readBuildId() }, { headers: { "Cache-Control": "no-store" } });
}
