"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { AppLink } from "@/components/ui/app-link";
import { USER_ADMIN_PATH } from "@/lib/portal/portal-routes";
import { userProblemOf } from "@/lib/portal/user-admin/user-detail-view";

import { portalLink, usePortalContext } from "../../session/portal-context";
import { messageOf, PortalError } from "../../portal-error";
import { PortalLoading } from "../../portal-loading";
import { useUserAdminUser } from "../use-user-admin-api";
import { ActionOutcome, type Outcome } from "./action-outcome";
import type { ChangeDone } from "./dialog-types";
import { UserDetail } from "./user-detail";
import { UserProblemMessage } from "./user-problem";

/**
 * /mykomax/user-admin/{id}: one user for his administrator; "invalid user" when he does not
 * exist or is out of reach, "lost permission" when no organization is shared (any more).
 */
export function UserAdminUserScreen({ id }: { id: string }) {
  const t = useTranslations("UserAdminUser");
  const context = usePortalContext();
  const detail = useUserAdminUser(id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [hasLostPermission, setLostPermission] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const onDone: ChangeDone = (change, text) => {
    if (change.lostPermission) setLostPermission(true);
    setOutcome({ text, invitationUrl: change.invitationUrl });
  };

  const problem = hasLostPermission
    ? "lostPermission"
    : detail.isError
      ? userProblemOf(detail.error)
      : detail.data && !detail.data.user
        ? "invalidUser"
        : null;

  return (
    <div className="space-y-6">
      <AppLink
        href={portalLink(context, USER_ADMIN_PATH)}
        className="inline-block font-semibold text-theme-link underline"
      >
        {t("backToList")}
      </AppLink>
      <ActionOutcome outcome={outcome} focusRef={outcomeRef} />
      {problem ? (
        <UserProblemMessage problem={problem} />
      ) : detail.isPending ? (
        <PortalLoading text={t("loading")} />
      ) : detail.isError ? (
        <PortalError details={messageOf(detail.error)} />
      ) : detail.data?.user ? (
        <UserDetail admin={detail.data} user={detail.data.user} onDone={onDone} />
      ) : null}
    </div>
  );
}
