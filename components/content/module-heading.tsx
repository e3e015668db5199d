import type { ReactNode } from "react";

/** A module's title: the page's h1 when the module comes first, else an h2. */
export function ModuleHeading({
  isFirst,
  className,
  children,
}: {
  isFirst: boolean;
  className?: string;
  children: ReactNode;
}) {
  const Tag = isFirst ? "h1" : "h2";
  return <Tag className={className}>{children}</Tag>;
}
