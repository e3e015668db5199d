import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { sharedAnswerHeaders } from "@/lib/api/public-answer-headers";
import { PIM_BACKEND } from "@/lib/catalogue/pim-client";
import { createLogger } from "@/lib/log/logger";
import { readProducts } from "@/lib/product-information/read-product-information";
import { productsRequestSchema } from "@/lib/product-information/request-schemas";

const log = createLogger("api/product-information/products");

/** The PIM's name, image, family and status of the portal's owned products (public data). */
export async function GET(request: Request) {
  const input = parseInput(
    productsRequestSchema,
    queryParams(new URL(request.url), ["locale", "ids"]),
  );
  if (!input.ok) return input.response;
  const { locale, ids } = input.data;
  try {
    const products = await readProducts(ids, locale);
    return Response.json({ products }, { headers: sharedAnswerHeaders() });
  } catch (error) {
    return backendErrorResponse(error, log, `Products ${ids.length} (${locale})`, PIM_BACKEND);
  }
}
