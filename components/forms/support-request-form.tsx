"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";

import {
  SUPPORT_REQUEST_FIELDS,
  supportRequestSchema,
} from "@/contracts/forms/support-request-rules.mjs";

import { Button } from "@/components/ui/button";

import { type BotProtectionSettings, botToken, loadBotScript } from "./load-bot-script";
import { FormFailure } from "./form-failure";
import { controlProps, HoneypotField, PublicFormField } from "./public-form-field";
import { submitPublicForm } from "./submit-public-form";
import { useFormDraft } from "./use-form-draft";

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
  const bot = useTranslations("BotProtection");
  const locale = useLocale();
  const formId = useId();
  const form = useForm<SupportRequestValues>({
    defaultValues: EMPTY,
    resolver: standardSchemaResolver(
      supportRequestSchema,
    ) as unknown as Resolver<SupportRequestValues>,
  });
  const draft = useFormDraft(`public-form:support-request:${locale}`, form, SUPPORT_REQUEST_FIELDS);
  const [state, setState] = useState<
    | { kind: "editing" }
    | { kind: "failed"; details: string }
    | { kind: "received"; reference: string }
  >({ kind: "editing" });
  const successRef = useRef<HTMLDivElement>(null);
  const { errors, isSubmitting, submitCount } = form.formState;

  useEffect(() => {
    // Start loading the provider's script as soon as the form is there, not at the first click.
    void loadBotScript(botProtection).catch(() => undefined);
  }, [botProtection]);
  useEffect(() => {
    if (state.kind === "received") successRef.current?.focus();
  }, [state.kind]);

  const submit = form.handleSubmit(async (values) => {
    const { website, ...fields } = values;
    const result = await submitPublicForm("support-request", {
      fields,
      website,
      idempotencyKey: draft.idempotencyKey(),
      botToken: await botToken(botProtection),
      locale,
    });
    if (result.outcome === "received") {
      form.reset(EMPTY);
      draft.clear();
      setState({ kind: "received", reference: result.reference });
    } else if (result.outcome === "invalid") {
      setState({ kind: "editing" });
      result.fields.forEach(({ field, message }, index) => {
        if (field in EMPTY) {
          form.setError(field as FieldName, { message }, { shouldFocus: index === 0 });
        }
      });
    } else {
      setState({ kind: "failed", details: result.details });
    }
  });

  if (state.kind === "received") {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded border-l-4 border-green-700 bg-green-50 p-4 text-green-950"
      >
        <p className="font-semibold">{t("success")}</p>
        <p className="mt-2">{forms("reference", { reference: state.reference })}</p>
        <Button variant="secondary" className="mt-4" onClick={() => setState({ kind: "editing" })}>
          {forms("sendAnother")}
        </Button>
      </div>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  const text = (name: FieldName, multiline = false) => {
    const error = errors[name]?.message;
    const props = { ...controlProps(formId, name, error), ...form.register(name) };
    return (
      <PublicFormField key={name} formId={formId} name={name} label={t(name)} error={error}>
        {multiline ? (
          <textarea rows={8} {...props} />
        ) : (
          <input
            type={name === "email" ? "email" : "text"}
            autoComplete={AUTOCOMPLETE[name]}
            {...props}
          />
        )}
      </PublicFormField>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="relative max-w-2xl space-y-5">
      {draft.restored ? <p className="text-sm">{forms("restoredDraft")}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("firstName")}
        {text("lastName")}
      </div>
      {text("email")}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("company")}
        {text("country")}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("product")}
        {text("serialNumber")}
      </div>
      {text("message", true)}
      <HoneypotField formId={formId} {...form.register("website")} />

      {hasErrors && submitCount > 0 ? (
        <p role="alert" className="font-semibold text-red-800">
          {forms("errorSummary")}
        </p>
      ) : null}
      {state.kind === "failed" ? <FormFailure text={t("failure")} details={state.details} /> : null}
      <p className="text-sm">{bot("notice")}</p>
      <Button type="submit" loading={isSubmitting} loadingLabel={forms("submitting")}>
        {forms("submit")}
      </Button>
    </form>
  );
}
