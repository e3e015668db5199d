"use client";

import { useTranslations } from "next-intl";

import { ACCESS_STATES } from "@/contracts/portal/user-admin/access-transitions.mjs";
import type { Application } from "@/lib/portal/user-admin/access";
import type { OrganizationChoice } from "@/lib/portal/user-admin/organization-choices";
import {
  accessStatusOf,
  USER_ADMIN_TEXT_MAX_LENGTH,
  type UserAdminFilter,
} from "@/lib/portal/user-admin/user-admin-query";

import {
  FILTER_GRID,
  filterTextSearch,
  ListFilterForm,
  ListFilterReset,
} from "../list/list-filter-form";
import { ListFilterSelect } from "../list/list-filter-select";
import { OrganizationSelect } from "./organization-select";

interface UserAdminFiltersProps {
  filter: UserAdminFilter;
  organizations: readonly OrganizationChoice[];
  applications: readonly Application[];
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
  const search = {
    id: "user-admin-filter-text",
    texts: { label: t("filters.text"), hint: t("filters.textHint"), button: t("filters.apply") },
    maxLength: USER_ADMIN_TEXT_MAX_LENGTH,
    ...filterTextSearch(filter, onChange),
  };

  return (
    <ListFilterForm
      name={{ label: t("filters.heading") }}
      search={search}
      className={`${FILTER_GRID} rounded border border-theme-border p-4`}
    >
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
      <ListFilterSelect
        id="user-admin-filter-application"
        label={t("filters.application")}
        allLabel={t("filters.allApplications")}
        value={filter.application}
        options={applications.map((application) => ({
          value: application.id,
          label: application.name,
        }))}
        showsUnlistedValue
        onChange={(application) => onChange({ application })}
      />
      <ListFilterSelect
        id="user-admin-filter-status"
        label={t("filters.status")}
        allLabel={t("filters.allStatuses")}
        value={filter.status}
        options={ACCESS_STATES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(status) => onChange({ status: accessStatusOf(status) })}
      />
      <ListFilterReset
        label={t("filters.reset")}
        onReset={onReset}
        className="self-end lg:col-span-4"
      />
    </ListFilterForm>
  );
}
