import type { ReactNode } from "react";

import { ModuleList } from "@/components/content/module-list";
import { SectionBreadcrumbs } from "@/components/layout/section-breadcrumbs";
import type { SystemPageIntroFieldsFragment } from "@/graphql/generated/content";
import type { LinkContext } from "@/lib/navigation/resolve-link";
import type { SiteContext } from "@/lib/site-context/get-site-context";

interface ListPageFrameProps {
  context: SiteContext;
  /** The list's system page of the content system, where editors keep its texts and modules. */
  systemPage: SystemPageIntroFieldsFragment | null;
  linkContext: LinkContext;
  /** The list's path without locale (`/stories`). */
  path: string;
  /** The page's name and the language of the system page's texts (see systemPageIntro). */
  intro: { title: string; otherLanguage: string | undefined };
  /** The section's width: a list of cards is wider than a list of lines. */
  width: "max-w-4xl" | "max-w-7xl";
  /** What stands below the title: filters, count, the list and its pages. */
  children: ReactNode;
}

/**
 * A list page of the content system (stories, media releases): breadcrumbs, the system page's
 * overline and the page's title above the list, the system page's modules below it.
 */
export function ListPageFrame({
  context,
  systemPage,
  linkContext,
  path,
  intro: { title, otherLanguage },
  width,
  children,
}: ListPageFrameProps) {
  return (
    <article>
      <SectionBreadcrumbs context={context} entries={[{ title, path }]} />
      <section className={`mx-auto ${width} px-4 pt-12 pb-6 sm:px-6`}>
        {systemPage?.overline ? (
          <p
            lang={otherLanguage}
            className="font-semibold tracking-wider text-copper-600 uppercase"
          >
            {systemPage.overline}
          </p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{title}</h1>
        {children}
      </section>
      {systemPage ? (
        <div lang={otherLanguage}>
          <ModuleList
            modules={systemPage.modules}
            context={{ link: linkContext, language: context.locale.language }}
          />
        </div>
      ) : null}
    </article>
  );
}
