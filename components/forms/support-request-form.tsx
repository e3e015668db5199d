"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

import {
  SUPPORT_REQUEST_FIELDS,
  supportRequestSchema,
} from "@/contracts/forms/support-request-rules.mjs";

import { FormField } from "@/components/ui/form-field";

import { HoneypotField } from "./honeypot-field";
import type { BotProtectionSettings } from "./load-bot-script";
import { PublicFormFooter } from "./public-form-footer";
import { PublicFormReceived } from "./public-form-received";
import { usePublicForm } from "./use-public-form";

type FieldName = (typeof SUPPORT_REQUEST_FIELDS)[number];
type SupportRequestValues = Record<FieldName, string> & { website: string };

const EMPTY: SupportRequestValues = {
  email: "",
  firstName: "",
  lastName: "",
  company: "",
  country: "",
  product: "",
  serialNumber: "",
  message: "",
  website: "",
};

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  email: "email",
  firstName: "given-name",
  lastName: "family-name",
  company: "organization",
  country: "country-name",
};

/**
 * The support request (spec 001 §3, §5, §8): checked in the browser with the rules the server
 * applies again; errors at their fields and focus on the first; on failure the help address, and
 * what was typed stays (also across a reload in this session).
 */
export function SupportRequestForm({ botProtection }: { botProtection: BotProtectionSettings }) {
  const t = useTranslations("SupportRequest");
  const forms = useTranslations("PublicForms");
  const formId = useId();
  const { form, state, isDraftRestored, send, sendAnother } = usePublicForm({
    formName: "support-request",
    schema: supportRequestSchema,
    empty: EMPTY,
    draftFields: SUPPORT_REQUEST_FIELDS,
    botProtection,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => send(values));

  if (state.kind === "received") {
    return (
      <PublicFormReceived
        title={t("success")}
        reference={state.reference}
        onSendAnother={sendAnother}
      />
    );
  }

  const text = (name: FieldName, multiline = false) => {
    // Registered here, in the fields' order, so the focus goes to the first wrong one.
    const registered = form.register(name);
    return (
      <FormField
        key={name}
        formId={formId}
        name={name}
        label={t(name)}
        error={errors[name]?.message}
      >
        {(control) =>
          multiline ? (
            <textarea rows={8} {...control} {...registered} />
          ) : (
            <input
              type={name === "email" ? "email" : "text"}
              autoComplete={AUTOCOMPLETE[name]}
              {...control}
              {...registered}
            />
          )
        }
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="relative max-w-2xl space-y-5">
      {isDraftRestored ? <p className="text-sm">{forms("restoredDraft")}</p> : null}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {text("firstName")}
        {text("lastName")}
      </div>
      {text("email")}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {text("company")}
        {text("country")}
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {text("product")}
        {text("serialNumber")}
      </div>
      {text("message", true)}
      <HoneypotField formId={formId} {...form.register("website")} />

      <PublicFormFooter
        control={form.control}
        failureText={t("failure")}
        failureDetails={state.kind === "failed" ? state.details : null}
      />
    </form>
  );
}
