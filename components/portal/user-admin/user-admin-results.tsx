"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { UserAdminUsersQuery } from "@/graphql/generated/portal";

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

const SKELETON_ROWS = 6;

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
  if (!page) {
    return (
      <div aria-busy="true" data-testid="user-admin-skeleton">
        <ul aria-hidden="true" className="space-y-3">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className="h-12 animate-pulse rounded bg-theme-surface" />
          ))}
        </ul>
      </div>
    );
  }
  if (page.items.length === 0) {
    if (!isFiltered) return <p className="rounded bg-theme-surface p-6">{t("noUsersYet")}</p>;
    return (
      <div className="space-y-3 rounded bg-theme-surface p-6">
        <h3 className="text-lg font-bold">{t("empty")}</h3>
        <p>{t("emptyText")}</p>
        <Button variant="secondary" onClick={onReset}>
          {t("filters.reset")}
        </Button>
      </div>
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
