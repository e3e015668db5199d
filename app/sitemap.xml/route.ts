import { config } from "@/lib/config";
import { requestHostname } from "@/lib/http/request-hostname";
import { createLogger } from "@/lib/log/logger";
import { getHostSites } from "@/lib/seo/get-host-sites";
import { getSitemapEntries } from "@/lib/seo/get-sitemap-entries";
import { sitemapXml } from "@/lib/seo/sitemap-xml";

// The answer depends on the request's host, so it is never prerendered.
export const dynamic = "force-dynamic";

const log = createLogger("sitemap");

/** The sitemap of the site(s) public on the request's host. */
export async function GET(request: Request) {
  try {
    const hostSites = await getHostSites(requestHostname(request), config.siteUrl);
    const entries = (await Promise.all(hostSites.map(getSitemapEntries))).flat();
    return new Response(sitemapXml(entries), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  } catch (error) {
    log.error(`Cannot list the pages: ${error instanceof Error ? error.message : String(error)}`);
    // Crawlers retry a 503 later instead of dropping the pages they know.
    return new Response("Service unavailable", {
      status: 503,
      headers: { "Retry-After": "300", "Cache-Control": "no-store" },
    });
  }
}
