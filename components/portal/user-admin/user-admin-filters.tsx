"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { AccessStatus } from "@/graphql/generated/portal";
import { ACCESS_STATES } from "@/contracts/portal/user-admin/access-transitions.mjs";
import type { OrganizationChoice } from "@/lib/portal/user-admin/organization-choices";
import {
  USER_ADMIN_TEXT_MAX_LENGTH,
  type UserAdminFilter,
} from "@/lib/portal/user-admin/user-admin-query";

import { FILTER_FIELD, ListSearchField, useListSearchText } from "../list-search-field";
import { OrganizationSelect } from "./organization-select";

interface UserAdminFiltersProps {
  filter: UserAdminFilter;
  organizations: readonly OrganizationChoice[];
  applications: readonly { id: string; name: string }[];
  /** An internal administrator's many organizations get a search of their own. */
  isInternal: boolean;
  onChange: (change: Partial<UserAdminFilter>) => void;
  onReset: () => void;
}

/**
 * The user list's filters: organization, application and status apply at once; the search text
 * when submitted (Enter or the button), so a half-typed word neither loads a page nor fills the
 * history.
 */
export function UserAdminFilters({
  filter,
  organizations,
  applications,
  isInternal,
  onChange,
  onReset,
}: UserAdminFiltersProps) {
  const t = useTranslations("UserAdmin");
  const { text, setText, submit } = useListSearchText(filter.text, (applied) =>
    onChange({ text: applied }),
  );

  return (
    <form
      role="search"
      aria-label={t("filters.heading")}
      onSubmit={submit}
      className="grid gap-x-6 gap-y-4 rounded border border-theme-border p-4 md:grid-cols-2 lg:grid-cols-4"
    >
      <ListSearchField
        id="user-admin-filter-text"
        label={t("filters.text")}
        hint={t("filters.textHint")}
        buttonLabel={t("filters.apply")}
        value={text}
        maxLength={USER_ADMIN_TEXT_MAX_LENGTH}
        onChange={setText}
      />
      <div className={`self-end ${isInternal ? "md:col-span-2" : ""}`}>
        <OrganizationSelect
          id="user-admin-filter-organization"
          label={t("filters.organization")}
          organizations={organizations}
          chosenId={filter.organizationId}
          emptyOption={t("filters.allOrganizations")}
          isSearchable={isInternal}
          selectProps={{
            value: filter.organizationId ?? "",
            onChange: (event) => onChange({ organizationId: event.target.value || null }),
          }}
        />
      </div>
      <div className="self-end">
        <label htmlFor="user-admin-filter-application" className="font-semibold">
          {t("filters.application")}
        </label>
        <select
          id="user-admin-filter-application"
          value={filter.application ?? ""}
          onChange={(event) => onChange({ application: event.target.value || null })}
          className={FILTER_FIELD}
        >
          <option value="">{t("filters.allApplications")}</option>
          {filter.application &&
          !applications.some((application) => application.id === filter.application) ? (
            <option value={filter.application}>{filter.application}</option>
          ) : null}
          {applications.map((application) => (
            <option key={application.id} value={application.id}>
              {application.name}
            </option>
          ))}
        </select>
      </div>
      <div className="self-end">
        <label htmlFor="user-admin-filter-status" className="font-semibold">
          {t("filters.status")}
        </label>
        <select
          id="user-admin-filter-status"
          value={filter.status ?? ""}
          onChange={(event) =>
            onChange({ status: (event.target.value || null) as AccessStatus | null })
          }
          className={FILTER_FIELD}
        >
          <option value="">{t("filters.allStatuses")}</option>
          {ACCESS_STATES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="self-end lg:col-span-4">
        <Button type="button" variant="secondary" onClick={onReset}>
          {t("filters.reset")}
        </Button>
      </div>
    </form>
  );
}
