import type { ReactNode } from "react";

/** A screen's sections read larger than the parts of a section that have headings of their own. */
const HEADING_CLASSES = {
  section: "text-2xl font-bold",
  part: "text-xl font-bold",
} as const;

/**
 * A section of a portal screen, named by its h2 (the landmark's label), so a screen reader lists
 * it under its heading.
 */
export function PortalSection({
  headingId,
  title,
  rank = "section",
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  rank?: keyof typeof HEADING_CLASSES;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={HEADING_CLASSES[rank]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
