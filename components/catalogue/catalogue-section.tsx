import type { ReactNode } from "react";

/** A section of a catalogue page, named by its h2, spaced like its neighbours. */
export function CatalogueSection({
  id,
  title,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="py-6">
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
