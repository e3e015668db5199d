import { formatNumber, formatNumberToParts } from "./number-format";

/** A piece of a key figure as shown; the unit's pieces are set apart for their own style. */
export interface KeyFigurePart {
  text: string;
  isUnit: boolean;
}

/** Neutral notation: digits, and a point before any decimals ("603.1", "3.20", "48000"). */
const NEUTRAL_NUMBER = /^\d+(?:\.(\d+))?$/;

function isCurrencyCode(unit: string): boolean {
  return /^[A-Z]{3}$/.test(unit) && Intl.supportedValuesOf("currency").includes(unit);
}

/** Consecutive pieces of the same kind as one, without the spaces Intl puts around a currency. */
function joined(parts: Intl.NumberFormatPart[]): KeyFigurePart[] {
  const result: KeyFigurePart[] = [];
  for (const part of parts) {
    if (part.type === "literal" && part.value.trim() === "") continue;
    const isUnit = part.type === "currency";
    const last = result.at(-1);
    if (last && last.isUnit === isUnit) last.text += part.value;
    else result.push({ text: part.value, isUnit });
  }
  return result;
}

/**
 * A key figure of the content system as the page's language writes it. A value in neutral
 * notation is a number and goes through the language's one formatter, with the decimals the
 * editor wrote; numbers below 10,000 keep no group separator, so years read as years ("1975")
 * and larger ones group as the language does ("48'000" in German). A currency code as the unit
 * makes it an amount, the code placed as the language places it ("CHF 3.20", "3,20 CHF"), as in
 * the share figures. Any other value ("50+", "0.05–6", "24/7", "2,400") is text, shown as written.
 */
export function formatKeyFigure(
  value: string,
  unit: string | null | undefined,
  language: string,
): KeyFigurePart[] {
  const unitPart = unit ? [{ text: unit, isUnit: true }] : [];
  const neutral = NEUTRAL_NUMBER.exec(value);
  if (!neutral) return [{ text: value, isUnit: false }, ...unitPart];
  const decimals = neutral[1]?.length ?? 0;
  const digits = {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: "min2",
  } as const;
  if (unit && isCurrencyCode(unit)) {
    return joined(
      formatNumberToParts(Number(value), language, {
        ...digits,
        style: "currency",
        currency: unit,
      }),
    );
  }
  return [{ text: formatNumber(Number(value), language, digits), isUnit: false }, ...unitPart];
}
