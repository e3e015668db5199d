import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { sharedAnswerHeaders } from "@/lib/api/public-answer-headers";
import { PIM_BACKEND } from "@/lib/catalogue/pim-client";
import { createLogger } from "@/lib/log/logger";
import { readKnowledgeContent } from "@/lib/product-information/read-product-information";
import { contentRequestSchema } from "@/lib/product-information/request-schemas";

const log = createLogger("api/product-information/content");

/** One knowledge hub item of a product, with the product's name (public data). */
export async function GET(request: Request) {
  const input = parseInput(
    contentRequestSchema,
    queryParams(new URL(request.url), ["locale", "productId", "contentId"]),
  );
  if (!input.ok) return input.response;
  const { locale, productId, contentId } = input.data;
  try {
    const { productById: product, knowledgeContent: content } = await readKnowledgeContent(
      productId,
      contentId,
      locale,
    );
    if (!product || !content) {
      return errorResponse(404, {
        error: "Not found",
        field: product ? "contentId" : "productId",
        message: product ? `No content ${contentId} of ${productId}` : `No product ${productId}`,
      });
    }
    return Response.json({ product, content }, { headers: sharedAnswerHeaders() });
  } catch (error) {
    return backendErrorResponse(error, log, `Content ${productId}/${contentId}`, PIM_BACKEND);
  }
}
