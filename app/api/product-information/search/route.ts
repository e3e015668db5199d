import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { sharedAnswerHeaders } from "@/lib/api/public-answer-headers";
import { PIM_BACKEND } from "@/lib/catalogue/pim-client";
import { createLogger } from "@/lib/log/logger";
import { searchProducts } from "@/lib/product-information/read-product-information";
import { searchRequestSchema } from "@/lib/product-information/request-schemas";

const log = createLogger("api/product-information/search");

/** The catalogue's products matching a text, for the product information list (public data). */
export async function GET(request: Request) {
  const input = parseInput(
    searchRequestSchema,
    queryParams(new URL(request.url), ["locale", "q", "activeOnly"]),
  );
  if (!input.ok) return input.response;
  const { locale, q, activeOnly } = input.data;
  try {
    const products = await searchProducts(q, locale, activeOnly === "true");
    return Response.json({ products }, { headers: sharedAnswerHeaders() });
  } catch (error) {
    return backendErrorResponse(error, log, `Search "${q}" (${locale})`, PIM_BACKEND);
  }
}
