"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import type { Access } from "@/lib/portal/user-admin/access";
import type { Organization } from "@/lib/portal/user-admin/organization";
import type { RowAction } from "@/lib/portal/user-admin/user-detail-view";

import { AccessCards } from "./access-cards";
import { AccessTable } from "./access-table";

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    // A code Intl does not know is shown as it is.
    return code;
  }
}

interface OrganizationSectionProps {
  organization: Organization;
  records: readonly Access[];
  canAddApplication: boolean;
  onAction: (record: Access, action: RowAction) => void;
  onAddApplication: () => void;
  onRemove: () => void;
}

/** One organization of the user: its labels (spec 001 §3) and his applications in it. */
export function OrganizationSection({
  organization,
  records,
  canAddApplication,
  onAction,
  onAddApplication,
  onRemove,
}: OrganizationSectionProps) {
  const t = useTranslations("UserAdminUser");
  const language = useLocale();
  const id = useId();
  const labels: [string, string][] = [
    [t("organization.orgId"), organization.orgId],
    [t("organization.subRegion"), organization.subRegion],
    [t("organization.country"), countryName(organization.country, language)],
    [t("organization.city"), organization.city],
    [t("organization.members"), String(organization.members)],
  ];
  const caption = t("accessCaption", { organization: organization.name });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="organization"
      className="space-y-4 rounded border border-theme-border p-4"
    >
      <h3 id={`${id}-heading`} className="text-xl font-bold">
        {organization.name}
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        {labels.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <AccessTable records={records} caption={caption} onAction={onAction} />
      <AccessCards records={records} label={caption} onAction={onAction} />
      <div className="flex flex-wrap gap-3">
        {canAddApplication ? (
          <Button variant="secondary" onClick={onAddApplication}>
            {t("addApplication")}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onRemove}>
          {t("removeOrganization")}
        </Button>
      </div>
    </section>
  );
}
