"use client";

import { useTranslations } from "next-intl";

import type { UserAdminUsersQuery } from "@/graphql/generated/portal";

import { ListEmpty, ListSkeleton } from "../list-states";
import { PortalPager } from "../portal-pager";
import { UserAdminCards } from "./user-admin-cards";
import { UserAdminTable } from "./user-admin-table";

interface UserAdminResultsProps {
  page: UserAdminUsersQuery["userAdmin"]["users"] | undefined;
  showsCompany: boolean;
  /** The previous view is shown while the new one loads. */
  isUpdating: boolean;
  isFiltered: boolean;
  onReset: () => void;
  hrefOfUser: (id: string) => string;
  hrefOfPage: (page: number) => string;
}

/** A page of users: a table on wide screens, cards on phones; skeleton and empty states. */
export function UserAdminResults({
  page,
  showsCompany,
  isUpdating,
  isFiltered,
  onReset,
  hrefOfUser,
  hrefOfPage,
}: UserAdminResultsProps) {
  const t = useTranslations("UserAdmin");
  if (!page) return <ListSkeleton testId="user-admin-skeleton" />;
  if (page.items.length === 0) {
    return (
      <ListEmpty
        isFiltered={isFiltered}
        texts={{
          noneYet: t("noUsersYet"),
          empty: t("empty"),
          emptyText: t("emptyText"),
          reset: t("filters.reset"),
        }}
        onReset={onReset}
        Heading="h3"
      />
    );
  }
  const caption = t("tableCaption", { page: page.page, count: page.pageCount });
  return (
    <div aria-busy={isUpdating} className={`space-y-6 ${isUpdating ? "opacity-60" : ""}`}>
      <UserAdminTable
        users={page.items}
        caption={caption}
        showsCompany={showsCompany}
        hrefOf={hrefOfUser}
      />
      <UserAdminCards
        users={page.items}
        label={caption}
        showsCompany={showsCompany}
        hrefOf={hrefOfUser}
      />
      <PortalPager
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={hrefOfPage}
        messages="UserAdmin.paging"
      />
    </div>
  );
}
