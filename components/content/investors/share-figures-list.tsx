import { getTranslations } from "next-intl/server";

import type { ShareFiguresFieldsFragment } from "@/graphql/generated/content";
import { formatShareFigures } from "@/lib/format/share-figures";

/** The share's market data, formatted for the page's language (de-CH for German). */
export async function ShareFiguresList({
  figures,
  language,
}: {
  figures: ShareFiguresFieldsFragment;
  language: string;
}) {
  const t = await getTranslations("Investors");
  const formatted = formatShareFigures(figures, language);
  const rows: Array<[string, string, string]> = [
    ["share-price", t("sharePrice"), formatted.sharePrice],
    ["price-change", t("priceChange"), formatted.change],
    ["market-capitalization", t("marketCapitalization"), formatted.marketCapitalization],
    ["shares-outstanding", t("sharesOutstanding"), formatted.sharesOutstanding],
    ["dividend", t("dividendPerShare"), formatted.dividendPerShare],
    ["year-high", t("yearHigh"), formatted.yearHigh],
    ["year-low", t("yearLow"), formatted.yearLow],
  ];
  return (
    <div>
      <h3 className="text-2xl font-bold">
        {t("shareHeading", { ticker: figures.ticker, exchange: figures.exchange })}
      </h3>
      <dl
        className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="share-figures"
      >
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex flex-col-reverse" data-testid={`share-figure-${id}`}>
            <dt className="text-steel-700">{label}</dt>
            <dd className="text-2xl font-extrabold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-steel-700" data-testid="share-figures-as-of">
        {t("asOf", { date: formatted.asOfDate, time: formatted.asOfTime })}
      </p>
    </div>
  );
}
