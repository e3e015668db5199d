import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { fileRequestSchema } from "@/lib/api/file-request-schema";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { fetchAssetFile } from "@/lib/content/fetch-asset-file";
import { getFileBySlug } from "@/lib/content/get-file-by-slug";
import { localePreference } from "@/lib/graphql/locale-preference";
import { contentDisposition, isSafeInline } from "@/lib/http/content-disposition";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("file");

/** A content-system file at its own address (spec 001 §3): /file/{slug}?l={language}&dl=true */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const url = new URL(request.url);
  const input = parseInput(fileRequestSchema, {
    ...(await params),
    ...queryParams(url, ["l", "dl", "cache"]),
  });
  if (!input.ok) return input.response;
  const { slug, l: language, dl: isDownload, cache } = input.data;

  let upstream: Response;
  let file;
  try {
    file = await getFileBySlug(slug, {
      stage: "PUBLISHED",
      locales: localePreference(language),
      cache: applyCacheParam(cache),
    });
    if (!file) {
      return errorResponse(404, { error: "Not found", field: "slug", message: `No file ${slug}` });
    }
    upstream = await fetchAssetFile(file.url);
  } catch (error) {
    return backendErrorResponse(error, log, `File ${slug}`);
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    log.error(`File ${slug}: the content system answered ${upstream.status} for ${file.url}`);
    return errorResponse(
      503,
      { error: "Service unavailable", message: "The file cannot be loaded; try again later." },
      { "Retry-After": "60" },
    );
  }

  const headers = new Headers({
    "Content-Type": file.mimeType,
    "Content-Disposition": contentDisposition(
      isDownload || !isSafeInline(file.mimeType) ? "attachment" : "inline",
      file.fileName,
    ),
    "Cache-Control": "public, max-age=3600",
    "X-Content-Type-Options": "nosniff",
  });
  const length = upstream.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}
