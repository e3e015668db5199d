"use client";

import { useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { useFormatNumber } from "@/components/ui/use-format-number";
import { PARTS_ORDERS_PATH } from "@/lib/portal/portal-routes";
import {
  parseProductListQuery,
  productListSearch,
} from "@/lib/portal/product-information/product-list-query";
import { MAX_SEARCH_TEXT } from "@/lib/product-information/request-schemas-limits";

import { ListFilterForm } from "../list/list-filter-form";
import { ListEmpty, ListSkeleton } from "../list/list-states";
import { useListQuery } from "../list/use-list-query";
import { portalLink, usePortalContext } from "../session/portal-context";
import { messageOf, PortalError } from "../portal-error";
import { ProductCard } from "./product-card";
import { useProductList } from "./use-product-information-api";

/**
 * /mykomax/product-information: the products the customer's organizations own, or with a search
 * any product of the catalogue; the search and "active only" live in the URL.
 */
export function ProductListScreen() {
  const t = useTranslations("ProductInformation");
  const formatNumber = useFormatNumber();
  const context = usePortalContext();
  const [query, show] = useListQuery(parseProductListQuery, productListSearch);
  const list = useProductList(query);
  const search = {
    id: "product-search",
    texts: { label: t("search"), hint: t("searchHint"), button: t("searchButton") },
    appliedText: query.text,
    maxLength: MAX_SEARCH_TEXT,
    onApply: (text: string) => show({ ...query, text }),
  };
  const reset = () => show({ text: "", activeOnly: false });
  const isFiltered = query.text !== "" || query.activeOnly;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p>{t("intro")}</p>
      <AppLink
        href={portalLink(context, PARTS_ORDERS_PATH)}
        className="inline-block text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
      >
        {t("ordersLink")}
      </AppLink>
      <ListFilterForm
        name={{ label: t("searchForm") }}
        search={search}
        className="grid grid-cols-1 gap-4 md:grid-cols-3 md:items-end"
      >
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={query.activeOnly}
            onChange={(event) => show({ ...query, activeOnly: event.target.checked })}
            className="h-5 w-5 focus-visible:outline-2 focus-visible:outline-theme-accent"
          />
          {t("activeOnly")}
        </label>
      </ListFilterForm>
      <section aria-labelledby="product-results-heading" className="space-y-4">
        <h2 id="product-results-heading" className="text-xl font-bold" aria-live="polite">
          {list.rows
            ? t(query.text ? "searchResults" : "ownedResults", {
                count: list.rows.length,
                formattedCount: formatNumber(list.rows.length),
              })
            : t("loading")}
        </h2>
        {list.error ? (
          <PortalError details={messageOf(list.error)} />
        ) : !list.rows ? (
          <ListSkeleton testId="product-skeleton" />
        ) : list.rows.length === 0 ? (
          <ListEmpty
            isFiltered={isFiltered}
            texts={{
              noneYet: t("noneYet"),
              empty: t("empty"),
              emptyText: t("emptyText"),
              reset: t("reset"),
            }}
            onReset={reset}
            Heading="h3"
          />
        ) : (
          <ul
            aria-busy={list.isUpdating}
            className={`grid gap-4 md:grid-cols-2 ${list.isUpdating ? "opacity-60" : ""}`}
          >
            {list.rows.map((row) => (
              <li key={row.product.id}>
                <ProductCard row={row} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
