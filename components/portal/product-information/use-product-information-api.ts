"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type {
  ProductInformationContentQuery,
  ProductInformationDetailQuery,
  ProductInformationSummaryFragment,
} from "@/graphql/generated/pim";
import {
  OwnedProductsDocument,
  PartsOrderLocationsDocument,
  PartsOrdersDocument,
  PlacePartsOrderDocument,
} from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";
import {
  type OwnedProduct,
  type ProductRow,
  productRows,
} from "@/lib/portal/product-information/owned-product-rows";
import type {
  DeliveryLocation,
  NewPartsOrder,
  PartsOrder,
  PartsOrderPage,
} from "@/lib/portal/product-information/parts-order";
import type {
  ProductContent,
  ProductDetail,
  ProductSummary,
} from "@/lib/portal/product-information/product";
import { productInformationQueryKeys as keys } from "@/lib/portal/product-information/product-information-query-keys";
import type { ProductListQuery } from "@/lib/portal/product-information/product-list-query";

import { useIdToken } from "../session/use-stored-token";
import { usePimLocale } from "./use-pim-locale";

/** Stock is live data: read anew when older than this (issue 14: never older than a minute). */
const STOCK_FRESH_MS = 30_000;
const ORDERS_PAGE_SIZE = 10;

/** The answers of the site's product information routes (app/api/product-information/*). */
interface ProductsAnswer {
  products: ProductInformationSummaryFragment[];
}
interface ProductAnswer {
  product: NonNullable<ProductInformationDetailQuery["product"]>;
}
interface ContentAnswer {
  product: NonNullable<ProductInformationContentQuery["productById"]>;
  content: NonNullable<ProductInformationContentQuery["knowledgeContent"]>;
}

/**
 * A GET of the site's product information API (public PIM data): the parsed JSON, null for 404
 * (an unknown product or item), an Error naming the status otherwise.
 */
async function fetchProductInformation<T>(path: string, params: Record<string, string>) {
  const response = await fetch(`/api/product-information/${path}?${new URLSearchParams(params)}`);
  if (response.status === 404) return null;
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `Product information answered ${response.status}`);
  }
  // The site's own route answers with the PIM document's result type.
  return (await response.json()) as T;
}

/**
 * The list's rows: the customer's products (the portal's ownedProducts joined with the PIM's
 * products) or, with a search text, the catalogue's matches marked with his machines.
 */
export function useProductList(query: ProductListQuery): {
  rows: ProductRow[] | undefined;
  error: Error | null;
  isUpdating: boolean;
} {
  const locale = usePimLocale();
  const idToken = useIdToken();
  const owned = useQuery({
    queryKey: keys.owned(),
    queryFn: async (): Promise<readonly OwnedProduct[]> =>
      (await portalQuery(OwnedProductsDocument, {}, await idToken())).ownedProducts,
  });
  const ids = owned.data?.map((entry) => entry.productId).join(",") ?? "";
  const products = useQuery({
    queryKey: keys.products(
      locale,
      query.text ? { text: query.text, activeOnly: query.activeOnly } : { ids },
    ),
    queryFn: async (): Promise<readonly ProductSummary[]> => {
      const answer = query.text
        ? await fetchProductInformation<ProductsAnswer>("search", {
            locale,
            q: query.text,
            activeOnly: String(query.activeOnly),
          })
        : await fetchProductInformation<ProductsAnswer>("products", { locale, ids });
      return answer?.products ?? [];
    },
    enabled: owned.data !== undefined,
    placeholderData: keepPreviousData,
  });
  const rows =
    owned.data && products.data
      ? productRows(products.data, owned.data, query.activeOnly)
      : undefined;
  return {
    rows,
    error: owned.error ?? products.error,
    isUpdating: products.isPlaceholderData,
  };
}

/** A product's detail with parts and stock; null for an unknown slug. */
export function useProductDetail(slug: string) {
  const locale = usePimLocale();
  return useQuery({
    queryKey: keys.detail(locale, slug),
    queryFn: async (): Promise<ProductDetail | null> =>
      (await fetchProductInformation<ProductAnswer>("product", { locale, slug }))?.product ?? null,
    staleTime: STOCK_FRESH_MS,
    refetchInterval: 60_000,
  });
}

/** One knowledge hub item with its product; null for an unknown product or item. */
export function useProductContent(productId: string, contentId: string) {
  const locale = usePimLocale();
  return useQuery({
    queryKey: keys.content(locale, productId, contentId),
    queryFn: (): Promise<ProductContent | null> =>
      fetchProductInformation<ContentAnswer>("content", { locale, productId, contentId }),
  });
}

/** The delivery locations the order form offers. */
export function useDeliveryLocations() {
  const idToken = useIdToken();
  return useQuery({
    queryKey: keys.orderLocations(),
    queryFn: async (): Promise<readonly DeliveryLocation[]> =>
      (await portalQuery(PartsOrderLocationsDocument, {}, await idToken())).partsOrderLocations,
  });
}

/** A page of the company's parts orders, newest first, the part names in `language`. */
export function usePartsOrders(page: number, language: string) {
  const idToken = useIdToken();
  return useQuery({
    queryKey: keys.ordersPage(page, language),
    queryFn: async (): Promise<PartsOrderPage> =>
      (
        await portalQuery(
          PartsOrdersDocument,
          { page, pageSize: ORDERS_PAGE_SIZE, language },
          await idToken(),
        )
      ).partsOrders,
  });
}

/** Places an order; the order history is read anew, since it has one more order. */
export function usePlacePartsOrder() {
  const idToken = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: NewPartsOrder): Promise<PartsOrder> =>
      (
        await portalQuery(
          PlacePartsOrderDocument,
          {
            input: {
              ...order,
              purchaseOrderNumber: order.purchaseOrderNumber || undefined,
              note: order.note || undefined,
            },
          },
          await idToken(),
        )
      ).placePartsOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.orders() }),
  });
}
