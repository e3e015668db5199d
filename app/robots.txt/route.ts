import { config } from "@/lib/config";
import { requestHostname } from "@/lib/http/request-hostname";
import { createLogger } from "@/lib/log/logger";
import { getHostSites } from "@/lib/seo/get-host-sites";

// The answer depends on the request's host, so it is never prerendered.
export const dynamic = "force-dynamic";

const log = createLogger("robots");

/** Crawlers may read every public page; the sitemap is named by its absolute URL. */
export async function GET(request: Request) {
  try {
    const [hostSite] = await getHostSites(requestHostname(request), config.siteUrl);
    const origin = hostSite?.base.origin ?? config.siteUrl;
    const body = ["User-agent: *", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""];
    return new Response(body.join("\n"), {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    log.error(`Cannot name the sitemap: ${error instanceof Error ? error.message : String(error)}`);
    // A 5xx robots.txt makes crawlers pause instead of crawling without rules.
    return new Response("Service unavailable", {
      status: 503,
      headers: { "Retry-After": "300", "Cache-Control": "no-store" },
    });
  }
}
