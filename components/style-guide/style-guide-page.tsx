import type { ReactNode } from "react";

/** The frame of every style guide page: its title, an introduction and its sections. */
export function StyleGuidePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-steel-700">{intro}</p> : null}
      {children}
    </div>
  );
}
