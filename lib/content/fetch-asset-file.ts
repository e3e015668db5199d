import "server-only";

import { config } from "@/lib/config";
import { BackendUnavailableError } from "@/lib/http/http-errors";

import { CONTENT_BACKEND } from "@/lib/content-system/content-client";

/**
 * Requests an asset's file from the content system's CDN for streaming. The timeout covers the
 * answer's headers only: a large file may take longer than that to stream, and must not be cut.
 */
export async function fetchAssetFile(url: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.httpTimeoutMs);
  try {
    return await fetch(url, { signal: controller.signal, cache: "no-store" });
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no answer within ${config.httpTimeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    throw new BackendUnavailableError(CONTENT_BACKEND, `asset file: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
}
