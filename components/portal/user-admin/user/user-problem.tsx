"use client";

import { useTranslations } from "next-intl";

import type { UserProblem } from "@/lib/portal/user-admin/user-detail-view";

/**
 * Spec 001 §8: "invalid user" (does not exist or no permission; a user of another company looks
 * the same as a made-up id) and "lost permission" (no common organization any more).
 */
export function UserProblemMessage({ problem }: { problem: UserProblem }) {
  const t = useTranslations("UserAdminUser");
  return (
    <div
      role="alert"
      data-testid={problem === "invalidUser" ? "invalid-user" : "lost-permission"}
      className="space-y-2 rounded border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <h1 className="text-2xl font-bold">{t(`${problem}Title`)}</h1>
      <p>{t(`${problem}Text`)}</p>
      {/* The way back (issue 29): "user exists" offers to add the person to an organization. */}
      {problem === "lostPermission" ? <p>{t("lostPermissionHint")}</p> : null}
    </div>
  );
}
