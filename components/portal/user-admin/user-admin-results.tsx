"use client";

import { useTranslations } from "next-intl";

import type { UserPage } from "@/lib/portal/user-admin/user-list";

import { ListResults } from "../list/list-results";
import { UserAdminCards } from "./user-admin-cards";
import { UserAdminTable } from "./user-admin-table";

interface UserAdminResultsProps {
  page: UserPage | undefined;
  showsCompany: boolean;
  /** The previous view is shown while the new one loads. */
  isUpdating: boolean;
  isFiltered: boolean;
  onReset: () => void;
  hrefOfUser: (id: string) => string;
  hrefOfPage: (page: number) => string;
}

/** A page of users: a table on wide screens, cards on phones; skeleton and empty states. */
export function UserAdminResults({ showsCompany, hrefOfUser, ...list }: UserAdminResultsProps) {
  const t = useTranslations("UserAdmin");
  return (
    <ListResults
      {...list}
      messages="UserAdmin"
      noneYet={t("noUsersYet")}
      skeletonTestId="user-admin-skeleton"
      emptyHeading="h3"
    >
      {(users, caption) => (
        <>
          <UserAdminTable
            users={users}
            caption={caption}
            showsCompany={showsCompany}
            hrefOf={hrefOfUser}
          />
          <UserAdminCards
            users={users}
            label={caption}
            showsCompany={showsCompany}
            hrefOf={hrefOfUser}
          />
        </>
      )}
    </ListResults>
  );
}
