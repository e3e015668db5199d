import { MAX_SEARCH_TEXT } from "@/lib/product-information/request-schemas-limits";

/** The product information list's state, all of it in the URL so a link shares the view. */
export interface ProductListQuery {
  /** A catalogue search; empty: the products the customer owns. */
  text: string;
  activeOnly: boolean;
}

interface SearchParamsLike {
  get(name: string): string | null;
}

/** Whether the PIM can search a text: it needs a letter or digit. */
function isSearchableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * `?q=…&active=1` as the list's state. A value it cannot use is dropped (never an error): a
 * shared or edited link still opens the list.
 */
export function parseProductListQuery(params: SearchParamsLike): ProductListQuery {
  const text = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_TEXT).trim();
  return {
    text: isSearchableText(text) ? text : "",
    activeOnly: params.get("active") === "1",
  };
}

/** The canonical query string of a state: set values only, in a fixed order. */
export function productListSearch(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.text) params.set("q", query.text);
  if (query.activeOnly) params.set("active", "1");
  const search = params.toString();
  return search ? `?${search}` : "";
}
