import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { sharedAnswerHeaders } from "@/lib/api/public-answer-headers";
import { getComparisonProducts } from "@/lib/catalogue/get-comparison-products";
import { PIM_BACKEND } from "@/lib/catalogue/pim-client";
import { comparisonRequestSchema } from "@/lib/catalogue/product-data-schema";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("api/catalogue/comparison");

/**
 * The comparison basket's products with variants and specifications (spec 000 §7), those the
 * visitor's country is not offered named apart (spec 000 §5).
 */
export async function GET(request: Request) {
  const input = parseInput(
    comparisonRequestSchema,
    queryParams(new URL(request.url), ["locale", "country", "slugs", "cache"]),
  );
  if (!input.ok) return input.response;
  const { locale, country = null, slugs, cache } = input.data;
  try {
    const comparison = await getComparisonProducts(slugs, locale, country, applyCacheParam(cache));
    return Response.json(comparison, { headers: sharedAnswerHeaders(cache) });
  } catch (error) {
    return backendErrorResponse(
      error,
      log,
      `Comparison of ${slugs.join(",")} (${locale})`,
      PIM_BACKEND,
    );
  }
}
