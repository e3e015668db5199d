import type { ReactNode } from "react";

/** A titled part of a style guide page. */
export function StyleGuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="mb-4 text-2xl font-bold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}
