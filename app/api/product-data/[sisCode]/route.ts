import { applyCacheParam } from "@/lib/api/apply-cache-param";
import { backendErrorResponse } from "@/lib/api/backend-error-response";
import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { queryParams } from "@/lib/api/query-params";
import { sharedAnswerHeaders } from "@/lib/api/public-answer-headers";
import { getProductData } from "@/lib/catalogue/get-product-data";
import { isKnownSisCode, productDataRequestSchema } from "@/lib/catalogue/product-data-schema";
import { PIM_BACKEND } from "@/lib/catalogue/pim-client";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("api/product-data");

/** Every classification and product of a service-system locale (spec 000 §7). */
export async function GET(request: Request, { params }: { params: Promise<{ sisCode: string }> }) {
  const input = parseInput(productDataRequestSchema, {
    ...(await params),
    ...queryParams(new URL(request.url), ["cache"]),
  });
  if (!input.ok) return input.response;
  const { sisCode, cache } = input.data;
  if (!isKnownSisCode(sisCode)) {
    return errorResponse(404, {
      error: "Not found",
      field: "sisCode",
      message: `sisCode ${sisCode} is not a service-system code (en-US, de-CH, fr-FR, …)`,
    });
  }
  try {
    const data = await getProductData(sisCode, applyCacheParam(cache));
    return Response.json({ sisCode, ...data }, { headers: sharedAnswerHeaders(cache) });
  } catch (error) {
    return backendErrorResponse(error, log, `Product data of ${sisCode}`, PIM_BACKEND);
  }
}
