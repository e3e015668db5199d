"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { Access } from "@/lib/portal/user-admin/access";
import { type RowAction, rowActions } from "@/lib/portal/user-admin/user-detail-view";

/** The buttons of one access record: what its state allows (spec 001 §4), without update. */
export function AccessActions({
  record,
  onAction,
}: {
  record: Access;
  onAction: (record: Access, action: RowAction) => void;
}) {
  const t = useTranslations("UserAdminUser");
  const actions = rowActions(record.allowedActions);
  if (actions.length === 0) return <span className="text-theme-muted">{t("noActions")}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === "withdraw" || action === "decline" ? "secondary" : "primary"}
          aria-label={t("actionLabel", {
            action: t(`action.${action}`),
            application: record.application.name,
          })}
          onClick={() => onAction(record, action)}
        >
          {t(`action.${action}`)}
        </Button>
      ))}
    </div>
  );
}
