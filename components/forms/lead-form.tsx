"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";

import { FormFailure } from "./form-failure";
import { type BotProtectionSettings, botToken, loadBotScript } from "./load-bot-script";
import { controlProps, HoneypotField, PublicFormField } from "./public-form-field";
import { submitPublicForm } from "./submit-public-form";
import { useFormDraft } from "./use-form-draft";

/** The namespaces of messages/ the lead forms take their labels and texts from. */
type LeadFormNamespace = "WhitepaperDownload" | "StoryFeedback" | "ContactPanel";

export interface LeadField {
  name: string;
  kind: "text" | "email" | "tel" | "textarea" | "checkbox";
  autoComplete?: string;
  optional?: boolean;
}

type Values = Record<string, string | boolean>;

/**
 * A form whose submission becomes a lead (whitepaper download, story feedback, contact panel),
 * on the support request's pattern: the shared rules in the browser and again on the server,
 * errors at their fields and focus on the first, the bot check, the honeypot, one idempotency
 * key per submission, and what was typed kept across a reload in this session.
 */
export function LeadForm({
  form: formName,
  schema,
  namespace,
  rows,
  fixed = {},
  botProtection,
  submitLabel,
  downloadLabel,
}: {
  /** The route segment: `POST /api/forms/{form}`. */
  form: string;
  schema: Parameters<typeof standardSchemaResolver>[0];
  namespace: LeadFormNamespace;
  /** The fields in order; a group of fields shares a row on wide screens. */
  rows: readonly (LeadField | readonly LeadField[])[];
  /** Values the page sets, not the visitor (which story, which whitepaper). */
  fixed?: Record<string, string>;
  botProtection: BotProtectionSettings;
  submitLabel?: string;
  /** When the answer carries a download: its link's text; the download also starts at once. */
  downloadLabel?: string;
}) {
  const t = useTranslations();
  const forms = useTranslations("PublicForms");
  const bot = useTranslations("BotProtection");
  const locale = useLocale();
  const formId = useId();
  const fields = rows.flat();
  const [empty] = useState<Values>(() => ({
    ...Object.fromEntries(
      fields.map((field) => [field.name, field.kind === "checkbox" ? false : ""]),
    ),
    ...fixed,
    website: "",
  }));
  const [textFields] = useState(() =>
    fields.filter((field) => field.kind !== "checkbox").map((field) => field.name),
  );
  const form = useForm<Values>({
    defaultValues: empty,
    resolver: standardSchemaResolver(schema) as unknown as Resolver<Values>,
  });
  const draft = useFormDraft(`public-form:${formName}:${locale}`, form, textFields);
  const [state, setState] = useState<
    | { kind: "editing" }
    | { kind: "failed"; details: string }
    | { kind: "received"; reference: string; download: string | null }
  >({ kind: "editing" });
  const successRef = useRef<HTMLDivElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const { errors, isSubmitting, submitCount } = form.formState;
  const text = (key: string) => t(`${namespace}.${key}` as Parameters<typeof t>[0]);

  useEffect(() => {
    void loadBotScript(botProtection).catch(() => undefined);
  }, [botProtection]);
  useEffect(() => {
    if (state.kind !== "received") return;
    successRef.current?.focus();
    // The browser offers the file at once; the link stays for a second try.
    downloadRef.current?.click();
  }, [state.kind]);

  const submit = form.handleSubmit(async (values) => {
    const { website, ...typed } = values;
    const result = await submitPublicForm(formName, {
      fields: { ...typed, ...fixed },
      website: String(website ?? ""),
      idempotencyKey: draft.idempotencyKey(),
      botToken: await botToken(botProtection),
      locale,
    });
    if (result.outcome === "received") {
      form.reset(empty);
      draft.clear();
      const download = result.answer.download;
      setState({
        kind: "received",
        reference: result.reference,
        download: typeof download === "string" && download.startsWith("/") ? download : null,
      });
    } else if (result.outcome === "invalid") {
      setState({ kind: "editing" });
      result.fields.forEach(({ field, message }, index) => {
        if (field in empty) form.setError(field, { message }, { shouldFocus: index === 0 });
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
        <p className="font-semibold">{text("success")}</p>
        {state.download && downloadLabel ? (
          <p className="mt-2">
            <a ref={downloadRef} href={state.download} download className="font-semibold underline">
              {downloadLabel}
            </a>
          </p>
        ) : null}
        <p className="mt-2">{forms("reference", { reference: state.reference })}</p>
        <Button variant="secondary" className="mt-4" onClick={() => setState({ kind: "editing" })}>
          {forms("sendAnother")}
        </Button>
      </div>
    );
  }

  const control = (field: LeadField) => {
    const error = errors[field.name]?.message;
    const props = {
      ...controlProps(formId, field.name, error),
      ...(field.optional ? { "aria-required": undefined } : {}),
      ...form.register(field.name),
    };
    if (field.kind === "checkbox") {
      return (
        <ConsentField
          key={field.name}
          formId={formId}
          field={field}
          label={text(field.name)}
          error={error}
          props={props}
        />
      );
    }
    return (
      <PublicFormField
        key={field.name}
        formId={formId}
        name={field.name}
        label={text(field.name)}
        error={error}
      >
        {field.kind === "textarea" ? (
          <textarea rows={6} {...props} />
        ) : (
          <input type={field.kind} autoComplete={field.autoComplete} {...props} />
        )}
      </PublicFormField>
    );
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form noValidate onSubmit={submit} className="relative max-w-2xl space-y-5">
      {draft.restored ? <p className="text-sm">{forms("restoredDraft")}</p> : null}
      {rows.map((row) =>
        Array.isArray(row) ? (
          <div
            key={row.map((field: LeadField) => field.name).join()}
            className="grid gap-5 sm:grid-cols-2"
          >
            {row.map(control)}
          </div>
        ) : (
          control(row as LeadField)
        ),
      )}
      <HoneypotField formId={formId} {...form.register("website")} />
      {hasErrors && submitCount > 0 ? (
        <p role="alert" className="font-semibold text-red-800">
          {forms("errorSummary")}
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <FormFailure text={text("failure")} details={state.details} />
      ) : null}
      <p className="text-sm">{bot("notice")}</p>
      <Button type="submit" loading={isSubmitting} loadingLabel={forms("submitting")}>
        {submitLabel ?? forms("submit")}
      </Button>
    </form>
  );
}

/** A checkbox with its label beside it and its error below. */
function ConsentField({
  formId,
  field,
  label,
  error,
  props,
}: {
  formId: string;
  field: LeadField;
  label: string;
  error: string | undefined;
  props: ReturnType<typeof controlProps> & Record<string, unknown>;
}) {
  const t = useTranslations();
  const errorText =
    error && t.has(error as Parameters<typeof t>[0]) ? t(error as Parameters<typeof t>[0]) : error;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...props}
          className="mt-1 size-5 shrink-0 accent-navy-900 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-700"
        />
        <label htmlFor={`${formId}-${field.name}`}>{label}</label>
      </div>
      {errorText ? (
        <p id={`${formId}-${field.name}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
