"use client";

import { useTranslations } from "next-intl";

/** A line of a parts order: in the cart under review, or of an order placed. */
interface OrderLine {
  key: string;
  articleNumber: string;
  name: string;
  quantity: number;
}

/**
 * An order's lines: article number, name, quantity. Under review (the cart's lines), the form puts
 * each line's refusal below its name; in the order history the table is compact.
 */
export function OrderLinesTable({
  lines,
  caption,
  errors = [],
  isCompact = false,
  testId,
}: {
  lines: readonly OrderLine[];
  caption: string;
  errors?: Array<string | undefined>;
  isCompact?: boolean;
  testId?: string;
}) {
  const t = useTranslations("PartsOrderForm");
  const cell = isCompact ? "px-2 py-1" : "px-3 py-2";
  return (
    <table className={`w-full border-collapse ${isCompact ? "text-sm" : ""}`} data-testid={testId}>
      <caption className={`text-start ${isCompact ? "font-semibold" : "font-bold"}`}>
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-theme-border">
          <th scope="col" className={`${cell} text-start`}>
            {t("articleNumber")}
          </th>
          <th scope="col" className={`${cell} text-start`}>
            {t("name")}
          </th>
          <th scope="col" className={`${cell} text-start`}>
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
            <th scope="row" className={`${cell} text-start font-mono`}>
              {line.articleNumber}
            </th>
            <td className={cell}>
              {line.name}
              {errors[index] ? (
                <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
                  {errors[index]}
                </p>
              ) : null}
            </td>
            <td className={cell}>{line.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
