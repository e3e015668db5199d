import type { ComponentProps, ReactNode } from "react";

import { ModuleHeading } from "./module-heading";

/**
 * The frames modules share, so that alike modules line up: text reads at a narrow measure, grids
 * of cards and images use the page's width.
 */
const FRAMES = {
  prose: { className: "max-w-3xl py-10", headingClassName: "mb-4" },
  grid: { className: "max-w-7xl py-12", headingClassName: "mb-6" },
} as const;

type ModuleSectionProps = Omit<ComponentProps<"section">, "title" | "className"> & {
  /** The module's title, if it has one: the page's h1 when the module comes first. */
  title: string | null | undefined;
  isFirst: boolean;
  children: ReactNode;
} & (
    | { frame: keyof typeof FRAMES; className?: never; headingClassName?: never }
    | {
        frame?: undefined;
        /** The title's spacing below it, where the module's content does not bring its own. */
        headingClassName?: string;
        /** The section's width and vertical padding (max-w-…, py-…). */
        className: string;
      }
  );

/** A CMS module's frame: a centred section with the module's title above its content. */
export function ModuleSection({
  title,
  isFirst,
  frame,
  className,
  headingClassName,
  children,
  ...sectionProps
}: ModuleSectionProps) {
  const look = frame ? FRAMES[frame] : { className, headingClassName };
  return (
    <section {...sectionProps} className={`mx-auto px-4 sm:px-6 ${look.className}`}>
      {title ? (
        <ModuleHeading
          isFirst={isFirst}
          className={`text-3xl font-bold tracking-tight ${look.headingClassName ?? ""}`.trimEnd()}
        >
          {title}
        </ModuleHeading>
      ) : null}
      {children}
    </section>
  );
}
