import { formatNumber } from "./number-format";
import { formatPublicationDate } from "./publication-date";

/** The share's market data as the content system holds it. */
export interface ShareFiguresInput {
  currency: string;
  sharePrice: number;
  priceChange: number;
  priceChangePercent: number;
  marketCapitalization: number;
  sharesOutstanding: number;
  dividendPerShare: number;
  yearHigh: number;
  yearLow: number;
  /** ISO date-time. */
  asOf: string;
}

interface FormattedShareFigures {
  sharePrice: string;
  /** "+3.10 (+1.47%)": the change in the currency and in per cent, always signed. */
  change: string;
  direction: "up" | "down" | "unchanged";
  marketCapitalization: string;
  sharesOutstanding: string;
  dividendPerShare: string;
  yearHigh: string;
  yearLow: string;
  /** The day and the time of the figures at the exchange (Swiss time), e.g. "17:30". */
  asOfDate: string;
  asOfTime: string;
}

/** The exchange's time zone: the figures are read where the share trades. */
const EXCHANGE_TIME_ZONE = "Europe/Zurich";

function dayAtExchange(instant: Date): string {
  // en-CA writes YYYY-MM-DD, the date format formatPublicationDate reads.
  return new Intl.DateTimeFormat("en-CA", { timeZone: EXCHANGE_TIME_ZONE }).format(instant);
}

/**
 * Spec 001 §9: numbers as the page's language writes them, de-CH for German (CHF 1'234.50),
 * with Intl.NumberFormat; money always with two decimals, the market capitalization whole.
 */
export function formatShareFigures(
  figures: ShareFiguresInput,
  language: string,
): FormattedShareFigures {
  const money = (value: number, fractionDigits = 2) =>
    formatNumber(value, language, {
      style: "currency",
      currency: figures.currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  const signed = { signDisplay: "exceptZero" } as const;
  const change = formatNumber(figures.priceChange, language, {
    ...signed,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percent = formatNumber(figures.priceChangePercent / 100, language, {
    ...signed,
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const asOf = new Date(figures.asOf);
  const isValidAsOf = !Number.isNaN(asOf.getTime());
  return {
    sharePrice: money(figures.sharePrice),
    change: `${change} (${percent})`,
    direction: figures.priceChange > 0 ? "up" : figures.priceChange < 0 ? "down" : "unchanged",
    marketCapitalization: money(figures.marketCapitalization, 0),
    sharesOutstanding: formatNumber(figures.sharesOutstanding, language),
    dividendPerShare: money(figures.dividendPerShare),
    yearHigh: money(figures.yearHigh),
    yearLow: money(figures.yearLow),
    asOfDate: isValidAsOf ? formatPublicationDate(dayAtExchange(asOf), language) : figures.asOf,
    asOfTime: isValidAsOf
      ? new Intl.DateTimeFormat("en-GB", {
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          timeZone: EXCHANGE_TIME_ZONE,
        }).format(asOf)
      : "",
  };
}
