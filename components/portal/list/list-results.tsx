"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { ListEmpty, ListSkeleton } from "./list-states";
import { PortalPager } from "./portal-pager";

interface ListPage {
  items: readonly unknown[];
  page: number;
  pageCount: number;
}

interface ListResultsProps<Page extends ListPage> {
  page: Page | undefined;
  /** Where the list's texts are: `tableCaption`, `empty`, `emptyText`, `filters.reset`, `paging`. */
  messages: "Inventory" | "Tickets" | "UserAdmin";
  /** Said when the list has nothing at all (no filter chosen). */
  noneYet: string;
  skeletonTestId: string;
  /** The level of the empty state's heading, below the list's result heading. */
  emptyHeading?: "h2" | "h3";
  /** The previous view is shown while the new one loads. */
  isUpdating: boolean;
  isFiltered: boolean;
  onReset: () => void;
  hrefOfPage: (page: number) => string;
  /** The page's items as the list shows them (a table, cards), under the page's caption. */
  children: (items: Page["items"], caption: string) => ReactNode;
}

/** A page of a portal list with the pages around it; the skeleton while loading, the empty state. */
export function ListResults<Page extends ListPage>({
  page,
  messages,
  noneYet,
  skeletonTestId,
  emptyHeading,
  isUpdating,
  isFiltered,
  onReset,
  hrefOfPage,
  children,
}: ListResultsProps<Page>) {
  const t = useTranslations(messages);
  if (!page) return <ListSkeleton testId={skeletonTestId} />;
  if (page.items.length === 0) {
    return (
      <ListEmpty
        isFiltered={isFiltered}
        texts={{
          noneYet,
          empty: t("empty"),
          emptyText: t("emptyText"),
          reset: t("filters.reset"),
        }}
        onReset={onReset}
        Heading={emptyHeading}
      />
    );
  }
  const caption = t("tableCaption", { page: page.page, count: page.pageCount });
  return (
    <div aria-busy={isUpdating} className={`space-y-6 ${isUpdating ? "opacity-60" : ""}`}>
      {children(page.items, caption)}
      <PortalPager
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={hrefOfPage}
        messages={`${messages}.paging`}
      />
    </div>
  );
}
