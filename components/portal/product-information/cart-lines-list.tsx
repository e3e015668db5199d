"use client";

import { useTranslations } from "next-intl";

import type { PortalCartLine } from "@/lib/parts-cart/portal-part";

/** The cart's lines of an order, for review; the form puts each line's refusal below its name. */
export function CartLinesList({
  lines,
  caption,
  errors = [],
}: {
  lines: PortalCartLine[];
  caption: string;
  errors?: Array<string | undefined>;
}) {
  const t = useTranslations("PartsOrderForm");
  return (
    <table className="w-full border-collapse" data-testid="order-lines">
      <caption className="text-start font-bold">{caption}</caption>
      <thead>
        <tr className="border-b border-theme-border">
          <th scope="col" className="px-3 py-2 text-start">
            {t("articleNumber")}
          </th>
          <th scope="col" className="px-3 py-2 text-start">
            {t("name")}
          </th>
          <th scope="col" className="px-3 py-2 text-start">
            {t("quantity")}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr
            key={line.key}
            className="border-b border-theme-border"
            data-article={line.articleNumber}
          >
            <th scope="row" className="px-3 py-2 text-start font-mono">
              {line.articleNumber}
            </th>
            <td className="px-3 py-2">
              {line.name}
              {errors[index] ? (
                <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
                  {errors[index]}
                </p>
              ) : null}
            </td>
            <td className="px-3 py-2">{line.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
