/**
 * A GET of the site's product information API (public PIM data): the parsed JSON, null for 404
 * (an unknown product or item), an Error naming the status otherwise.
 */
export async function fetchProductInformation<T>(path: string, params: Record<string, string>) {
  const response = await fetch(`/api/product-information/${path}?${new URLSearchParams(params)}`);
  if (response.status === 404) return null;
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `Product information answered ${response.status}`);
  }
  return (await response.json()) as T;
}
