"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";

import { TableScrollBox } from "@/components/ui/table-scroll-box";
import { formatDay } from "@/lib/format/date-time";
import { PARTS_ORDERS_PATH, PRODUCT_INFORMATION_PATH } from "@/lib/portal/portal-routes";

import { ListSkeleton } from "../list/list-states";
import { PortalBackLink } from "../portal-back-link";
import { portalLink, usePortalContext } from "../session/portal-context";
import { messageOf, PortalError } from "../portal-error";
import { PortalPager } from "../list/portal-pager";
import { OrderLinesTable } from "./order-lines-table";
import { usePartsOrders } from "./use-product-information-api";

/** `?page=` as a page number; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The company's parts orders, newest first: number, date, location, PO number, status, lines. */
export function PartsOrdersScreen() {
  const t = useTranslations("PartsOrderForm");
  const tStatus = useTranslations("ProductInformation.orderStatus");
  const language = useLocale().slice(0, 2);
  const context = usePortalContext();
  const page = pageOf(useSearchParams().get("page"));
  const orders = usePartsOrders(page, language);
  const href = portalLink(context, PARTS_ORDERS_PATH);

  return (
    <div className="space-y-6">
      <PortalBackLink path={PRODUCT_INFORMATION_PATH}>{t("backToProducts")}</PortalBackLink>
      <h1 className="text-3xl font-bold">{t("history")}</h1>
      <p>{t("historyIntro")}</p>
      {orders.error ? (
        <PortalError details={messageOf(orders.error)} />
      ) : orders.data === undefined ? (
        <ListSkeleton testId="orders-skeleton" />
      ) : orders.data.items.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <>
          <ul className="space-y-4" data-testid="parts-orders">
            {orders.data.items.map((order) => (
              <li key={order.number}>
                <article
                  aria-labelledby={`order-${order.number}`}
                  className="space-y-3 rounded border border-theme-border p-4"
                >
                  <h2 id={`order-${order.number}`} className="font-mono text-lg font-bold">
                    {order.number}
                  </h2>
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-semibold">{t("date")}</dt>
                    <dd>
                      <time dateTime={order.placedAt}>{formatDay(order.placedAt, language)}</time>
                    </dd>
                    <dt className="font-semibold">{t("location")}</dt>
                    <dd>{`${order.deliveryLocation.name}, ${order.deliveryLocation.address.city}`}</dd>
                    <dt className="font-semibold">{t("poNumber")}</dt>
                    <dd>{order.purchaseOrderNumber ?? "–"}</dd>
                    <dt className="font-semibold">{t("statusLabel")}</dt>
                    <dd data-status={order.status}>{tStatus(order.status)}</dd>
                  </dl>
                  <TableScrollBox>
                    <OrderLinesTable
                      lines={order.lines.map((line) => ({ ...line, key: String(line.position) }))}
                      caption={t("lines")}
                      isCompact
                    />
                  </TableScrollBox>
                </article>
              </li>
            ))}
          </ul>
          <PortalPager
            page={orders.data.page}
            pageCount={orders.data.pageCount}
            hrefFor={(target) => `${href}?page=${target}`}
            messages="PartsOrderForm.paging"
          />
        </>
      )}
    </div>
  );
}
