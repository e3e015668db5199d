import type { ReactNode } from "react";

/**
 * A wide table scrolls sideways inside this box, its headers with it, rather than making the page
 * wider than a phone (issue 28). `relative` keeps the table's visually hidden texts (an sr-only
 * caption or link text) inside the box: positioned against the page, they widened it again.
 */
export function TableScrollBox({
  className = "",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <div className={`relative overflow-x-auto ${className}`}>{children}</div>;
}
