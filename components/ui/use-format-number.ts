import { useLocale } from "next-intl";

import { formatNumber } from "@/lib/format/number-format";

/**
 * Numbers as the page's language writes them (lib/format/: de-CH for German), for messages that
 * take a count already formatted: a plural's `#` is written in next-intl's bare language
 * ("1.500" in German where the site writes "1'500").
 */
export function useFormatNumber(): (value: number) => string {
  const language = useLocale();
  return (value) => formatNumber(value, language);
}
