"use client";

import { useTranslations } from "next-intl";
import { type ComponentProps, useState } from "react";

import {
  type OrganizationChoice,
  organizationGroups,
  organizationLabel,
} from "@/lib/portal/user-admin/organization-choices";

import { FILTER_FIELD } from "../list/list-search-field";

interface OrganizationSelectProps {
  /** The select's id; the search field's is derived from it. */
  id: string;
  label: string;
  organizations: readonly OrganizationChoice[];
  chosenId: string | null;
  /** The first option: "All organizations" in the filter, "Choose …" in the dialog. */
  emptyOption: string;
  /** Many organizations (an internal administrator's): a field to narrow the list first. */
  isSearchable: boolean;
  /** The select's own props: value and onChange, or react-hook-form's register(). */
  selectProps: ComponentProps<"select">;
  className?: string;
  labelClassName?: string;
}

/**
 * An organization, chosen from a select whose options are grouped by company when there are
 * several; with `isSearchable`, a search field above it narrows the options (the chosen one
 * stays), and says how many match.
 */
export function OrganizationSelect({
  id,
  label,
  organizations,
  chosenId,
  emptyOption,
  isSearchable,
  selectProps,
  className = FILTER_FIELD,
  labelClassName = "font-semibold",
}: OrganizationSelectProps) {
  const t = useTranslations("UserAdmin.organizationSearch");
  const [search, setSearch] = useState("");
  const groups = organizationGroups(organizations, isSearchable ? search : "", chosenId);
  const count = groups.reduce((sum, group) => sum + group.organizations.length, 0);
  // A link may name an organization the list does not offer (any more): it still shows as chosen.
  const isUnlisted =
    chosenId !== null && !organizations.some((organization) => organization.id === chosenId);
  const isGrouped = new Set(organizations.map((organization) => organization.company)).size > 1;
  const options = (choices: readonly OrganizationChoice[]) =>
    choices.map((organization) => (
      <option key={organization.id} value={organization.id}>
        {organizationLabel(organization)}
      </option>
    ));

  return (
    <div className="space-y-2">
      {isSearchable ? (
        <div>
          <label htmlFor={`${id}-search`} className={labelClassName}>
            {t("label")}
          </label>
          <p id={`${id}-search-count`} aria-live="polite" className="text-sm text-theme-muted">
            {search.trim() ? t("matches", { count }) : t("hint")}
          </p>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={100}
            aria-controls={id}
            aria-describedby={`${id}-search-count`}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              // Enter only narrows the list: it must not submit the filters or the invitation.
              if (event.key === "Enter") event.preventDefault();
            }}
            className={className}
          />
        </div>
      ) : null}
      <div>
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        <select {...selectProps} id={id} className={className}>
          <option value="">{emptyOption}</option>
          {isUnlisted ? <option value={chosenId}>{chosenId}</option> : null}
          {isGrouped
            ? groups.map((group) => (
                <optgroup key={group.company} label={group.company}>
                  {options(group.organizations)}
                </optgroup>
              ))
            : options(groups.flatMap((group) => group.organizations))}
        </select>
      </div>
    </div>
  );
}
