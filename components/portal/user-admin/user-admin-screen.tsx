"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";

import { useFormatNumber } from "@/components/ui/use-format-number";
import { userAdminUserPath } from "@/lib/portal/portal-routes";
import {
  EMPTY_USER_ADMIN_FILTER,
  hasUserAdminFilter,
  parseUserAdminQuery,
  userAdminSearch,
  withUserAdminFilter,
} from "@/lib/portal/user-admin/user-admin-query";

import { useListQuery } from "../list/use-list-query";
import { portalLink, usePortalContext } from "../session/portal-context";
import { messageOf, PortalError } from "../portal-error";
import { InviteUserDialog } from "./invite-user-dialog";
import { UserAdminFilters } from "./user-admin-filters";
import { UserAdminResults } from "./user-admin-results";
import { UserDeletedFlash } from "./user-deleted-flash";
import { useUserAdminUsers } from "./use-user-admin-api";

/**
 * /mykomax/user-admin (spec 001 §2, issue 13): the users the administrator administers, filtered
 * by the URL, and the invite dialog. An internal administrator sees every company's users.
 */
export function UserAdminScreen() {
  const t = useTranslations("UserAdmin");
  const formatNumber = useFormatNumber();
  const context = usePortalContext();
  const pathname = usePathname();
  const [query, show] = useListQuery(parseUserAdminQuery, userAdminSearch);
  const list = useUserAdminUsers(query);
  const reset = () => show({ filter: EMPTY_USER_ADMIN_FILTER, page: 1 });
  const isInternal = list.data?.isInternal ?? false;
  const hrefOfUser = (id: string) => portalLink(context, userAdminUserPath(id));

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <UserDeletedFlash />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p>{t(isInternal ? "introInternal" : "intro")}</p>
        {list.data ? (
          <InviteUserDialog
            organizations={list.data.organizations}
            applications={list.data.applications}
            isInternal={isInternal}
            hrefOfUser={hrefOfUser}
          />
        ) : null}
      </div>
      <UserAdminFilters
        filter={query.filter}
        organizations={list.data?.organizations ?? []}
        applications={list.data?.applications ?? []}
        isInternal={isInternal}
        onChange={(change) => show(withUserAdminFilter(query, change))}
        onReset={reset}
      />
      <section aria-labelledby="user-admin-results-heading" className="min-w-0 space-y-4">
        <h2 id="user-admin-results-heading" className="text-xl font-bold" aria-live="polite">
          {list.data
            ? t("results", {
                count: list.data.users.totalCount,
                formattedCount: formatNumber(list.data.users.totalCount),
              })
            : t("loading")}
        </h2>
        {list.error ? (
          <PortalError details={messageOf(list.error)} />
        ) : (
          <UserAdminResults
            page={list.data?.users}
            showsCompany={isInternal}
            isUpdating={list.isPlaceholderData}
            isFiltered={hasUserAdminFilter(query.filter) || query.page > 1}
            onReset={reset}
            hrefOfUser={hrefOfUser}
            hrefOfPage={(page) => `${pathname}${userAdminSearch({ ...query, page })}`}
          />
        )}
      </section>
    </div>
  );
}
