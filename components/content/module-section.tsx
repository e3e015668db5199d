import type { ComponentProps, ReactNode } from "react";

import { ModuleHeading } from "./module-heading";

type ModuleSectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** The module's title, if it has one: the page's h1 when the module comes first. */
  title: string | null | undefined;
  isFirst: boolean;
  /** The title's spacing below it, where the module's content does not bring its own. */
  headingClassName?: string;
  /** The section's width and vertical padding (max-w-…, py-…). */
  className: string;
  children: ReactNode;
};

/** A CMS module's frame: a centred section with the module's title above its content. */
export function ModuleSection({
  title,
  isFirst,
  headingClassName = "",
  className,
  children,
  ...sectionProps
}: ModuleSectionProps) {
  return (
    <section {...sectionProps} className={`mx-auto px-4 sm:px-6 ${className}`}>
      {title ? (
        <ModuleHeading
          isFirst={isFirst}
          className={`text-3xl font-bold tracking-tight ${headingClassName}`.trimEnd()}
        >
          {title}
        </ModuleHeading>
      ) : null}
      {children}
    </section>
  );
}
