import type { ReactNode } from "react";

/**
 * A small drawing in lines on a 24×24 grid, in the text's colour, with round ends and corners.
 * Decoration only: the words beside it say what it means, so screen readers and focus skip it.
 */
export function LineDrawing({
  size,
  strokeWidth,
  strokeLinecap = "round",
  fill = "none",
  className,
  children,
}: {
  /** Its width and height in pixels. */
  size: number;
  strokeWidth: number;
  strokeLinecap?: "round" | "butt";
  fill?: "none" | "currentColor";
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={strokeLinecap}
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
