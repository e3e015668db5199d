import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { PIM_BACKEND } from "@/lib/catalogue/pim-client";
import { createLogger } from "@/lib/log/logger";
import { readProductDetail } from "@/lib/product-information/read-product-information";
import { productRequestSchema } from "@/lib/product-information/request-schemas";

const log = createLogger("api/product-information/product");

/**
 * A product's detail with its parts and their live stock, knowledge hub and software. Stock may
 * be a minute old at most (issue 14): browsers keep the answer 30 seconds, shared caches never.
 */
export async function GET(request: Request) {
  const input = parseInput(
    productRequestSchema,
    queryParams(new URL(request.url), ["locale", "slug"]),
  );
  if (!input.ok) return input.response;
  const { locale, slug } = input.data;
  try {
    const product = await readProductDetail(slug, locale);
    if (!product) {
      return errorResponse(404, {
        error: "Not found",
        field: "slug",
        message: `No product ${slug}`,
      });
    }
    return Response.json({ product }, { headers: { "Cache-Control": "private, max-age=30" } });
  } catch (error) {
    return backendErrorResponse(error, log, `Product ${slug} (${locale})`, PIM_BACKEND);
  }
}
