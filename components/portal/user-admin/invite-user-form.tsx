"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import type { Application } from "@/lib/portal/user-admin/access";
import type { AccessChange } from "@/lib/portal/user-admin/access-change";
import {
  type InviteFormValues,
  inviteFailure,
  inviteFieldMessageOf,
  inviteFormSchema,
} from "@/lib/portal/user-admin/invite-form";
import type { OrganizationChoice } from "@/lib/portal/user-admin/organization-choices";

import { CONTROL_CLASSES, controlProps, fieldIds } from "@/components/ui/form-field-rules";

import { AddCompanyPerson } from "./add-company-person";
import { InviteFailureMessage } from "./invite-failure-message";
import { OrganizationSelect } from "./organization-select";
import { useInviteUser } from "./use-user-admin-api";

interface InviteUserFormProps {
  organizations: readonly OrganizationChoice[];
  applications: readonly Application[];
  isInternal: boolean;
  hrefOfUser: (id: string) => string;
  onSent: (email: string, sent: AccessChange) => void;
  /** A person of the company outside the administrator's organizations was added to one. */
  onAdded: (email: string, added: AccessChange) => void;
  onCancel: () => void;
}

const EMPTY: InviteFormValues = { email: "", organizationId: "", application: "" };

/**
 * The invite form (spec 001 §5 "a valid email is required"): checked by the rule the back end
 * applies too; an error shows at its field and the first wrong field takes the focus; a refusal
 * of the back end keeps what was typed.
 */
export function InviteUserForm({
  organizations,
  applications,
  isInternal,
  hrefOfUser,
  onSent,
  onAdded,
  onCancel,
}: InviteUserFormProps) {
  const t = useTranslations("UserAdmin.invite");
  const formId = useId();
  const invite = useInviteUser();
  const form = useForm<InviteFormValues>({
    defaultValues: EMPTY,
    resolver: standardSchemaResolver(inviteFormSchema),
  });
  const { errors } = form.formState;
  const organizationId = useWatch({ control: form.control, name: "organizationId" });
  const failure = invite.error ? inviteFailure(invite.error) : null;
  // What the refused invitation asked for: where "user exists" can add that person instead.
  const asked = invite.variables;
  const askedOrganization = organizations.find((o) => o.id === asked?.organizationId);
  const askedApplication = applications.find((a) => a.id === asked?.application);

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (sent) => onSent(values.email.trim(), sent),
      onError: (error) => {
        const refused = inviteFailure(error);
        if (refused.kind === "field") {
          form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
        }
      },
    }),
  );
  const error = (name: keyof InviteFormValues) => errors[name]?.message;
  const errorLine = (name: keyof InviteFormValues) => {
    const message = inviteFieldMessageOf(error(name));
    return message ? (
      <p id={fieldIds(formId, name).error} className="mt-1 text-sm font-semibold text-red-800">
        {t(`errors.${message}`)}
      </p>
    ) : null;
  };
  const organizationProps = controlProps(formId, "organizationId", error("organizationId"));

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <div>
        <label htmlFor={fieldIds(formId, "email").control} className="font-semibold">
          {t("email")}
        </label>
        <input
          type="email"
          autoComplete="off"
          autoFocus
          maxLength={254}
          {...controlProps(formId, "email", error("email"))}
          {...form.register("email")}
        />
        {errorLine("email")}
      </div>
      <div>
        <OrganizationSelect
          id={organizationProps.id}
          label={t("organization")}
          organizations={organizations}
          chosenId={organizationId || null}
          emptyOption={t("organizationPlaceholder")}
          isSearchable={isInternal}
          className={CONTROL_CLASSES}
          selectProps={{
            "aria-invalid": organizationProps["aria-invalid"],
            "aria-describedby": organizationProps["aria-describedby"],
            ...form.register("organizationId"),
          }}
        />
        {errorLine("organizationId")}
      </div>
      <div>
        <label htmlFor={fieldIds(formId, "application").control} className="font-semibold">
          {t("application")}
        </label>
        <select
          {...controlProps(formId, "application", error("application"))}
          {...form.register("application")}
        >
          <option value="">{t("applicationPlaceholder")}</option>
          {applications.map((application) => (
            <option key={application.id} value={application.id}>
              {application.name}
            </option>
          ))}
        </select>
        {errorLine("application")}
      </div>
      {failure?.kind === "userExists" &&
      !failure.sharesOrganization &&
      asked &&
      askedOrganization &&
      askedApplication ? (
        <AddCompanyPerson
          // A new refusal (another e-mail or choice) starts without the previous one's error.
          key={`${failure.userId}:${askedOrganization.id}:${askedApplication.id}`}
          userId={failure.userId}
          email={asked.email.trim()}
          organization={askedOrganization}
          application={askedApplication}
          onAdded={(added) => onAdded(asked.email.trim(), added)}
        />
      ) : failure ? (
        <InviteFailureMessage failure={failure} hrefOfUser={hrefOfUser} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={invite.isPending} loadingLabel={t("sending")}>
          {t("submit")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
