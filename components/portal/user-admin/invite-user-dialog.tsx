"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import type { Application } from "@/lib/portal/user-admin/access";
import type { AccessChange } from "@/lib/portal/user-admin/access-change";
import type { OrganizationChoice } from "@/lib/portal/user-admin/organization-choices";

import { InviteResult } from "./invite-result";
import { InviteUserForm } from "./invite-user-form";

interface InviteUserDialogProps {
  organizations: readonly OrganizationChoice[];
  applications: readonly Application[];
  isInternal: boolean;
  hrefOfUser: (id: string) => string;
}

type Sent = {
  email: string;
  link: string | null;
  /** A person brought back into the administrator's organizations: his profile is his again. */
  profileHref: string | null;
};

/** "Invite user" (spec 001 §2, §5): a button opening the dialog with the form, then the result. */
export function InviteUserDialog({
  organizations,
  applications,
  isInternal,
  hrefOfUser,
}: InviteUserDialogProps) {
  const t = useTranslations("UserAdmin.invite");
  const dialog = useRef<HTMLDialogElement>(null);
  // A new key each time it opens: the form starts empty, the previous result is gone.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState<Sent | null>(null);
  const open = () => {
    setRound((value) => value + 1);
    setSent(null);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  const onSent = (email: string, change: AccessChange, profileHref: string | null = null) =>
    setSent({
      email: change.user?.email ?? email,
      link: change.invitationUrl ?? change.invitationPath,
      profileHref,
    });
  const onAdded = (email: string, change: AccessChange) =>
    onSent(email, change, change.user ? hrefOfUser(change.user.id) : null);

  return (
    <>
      <Button onClick={open}>{t("open")}</Button>
      <ModalDialog
        ref={dialog}
        title={t("title")}
        description={sent ? undefined : t("description")}
        className="max-w-xl"
      >
        {sent ? (
          <InviteResult
            key={`result-${round}`}
            email={sent.email}
            link={sent.link}
            profileHref={sent.profileHref}
            onClose={close}
            onAnother={() => {
              setRound((value) => value + 1);
              setSent(null);
            }}
          />
        ) : (
          <InviteUserForm
            key={`form-${round}`}
            organizations={organizations}
            applications={applications}
            isInternal={isInternal}
            hrefOfUser={hrefOfUser}
            onSent={onSent}
            onAdded={onAdded}
            onCancel={close}
          />
        )}
      </ModalDialog>
    </>
  );
}
