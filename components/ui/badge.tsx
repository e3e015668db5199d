import type { HTMLAttributes, ReactNode } from "react";

/** The colours a status may take; the word always carries the meaning, the colour repeats it. */
export type BadgeTone =
  "neutral" | "muted" | "info" | "success" | "successSoft" | "warning" | "danger";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-gray-100 text-gray-800",
  muted: "bg-gray-200 text-gray-900",
  info: "bg-blue-100 text-blue-900",
  success: "bg-green-100 text-green-900",
  successSoft: "bg-green-50 text-green-900",
  warning: "bg-amber-100 text-amber-950",
  danger: "bg-red-100 text-red-900",
};

/** A status as a word on a coloured ground (never colour alone). */
export function Badge({
  tone,
  children,
  className = "",
  ...attributes
}: { tone: BadgeTone; children: ReactNode } & HTMLAttributes<HTMLSpanElement> &
  Record<`data-${string}`, string>) {
  return (
    <span
      {...attributes}
      className={`inline-block max-w-full rounded px-2 py-0.5 text-sm font-semibold sm:whitespace-nowrap ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
