"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";

import { FieldError, FormField } from "@/components/ui/form-field";
import { type ControlProps, controlProps, fieldIds } from "@/components/ui/form-field-rules";

import { HoneypotField } from "./honeypot-field";
import type { BotProtectionSettings } from "./load-bot-script";
import { PublicFormFooter } from "./public-form-footer";
import { PublicFormReceived } from "./public-form-received";
import { type PublicFormSchema, usePublicForm } from "./use-public-form";

/** The namespaces of messages/ the lead forms take their labels and texts from. */
type LeadFormNamespace = "WhitepaperDownload" | "StoryFeedback" | "ContactPanel";

export interface LeadField {
  name: string;
  kind: "text" | "email" | "tel" | "textarea" | "checkbox";
  autoComplete?: string;
  optional?: boolean;
}

/** The rows every lead form that asks for a person asks alike. */
export const NAME_ROW: readonly LeadField[] = [
  { name: "firstName", kind: "text", autoComplete: "given-name" },
  { name: "lastName", kind: "text", autoComplete: "family-name" },
];
export const COMPANY_ROW: readonly LeadField[] = [
  { name: "company", kind: "text", autoComplete: "organization" },
  { name: "country", kind: "text", autoComplete: "country-name" },
];

type Values = Record<string, string | boolean>;

/** A row of several fields, side by side on wide screens, or one field alone. */
function isRowOfFields(row: LeadField | readonly LeadField[]): row is readonly LeadField[] {
  return Array.isArray(row);
}

/** The answer's download, when it carries one on this site. */
function downloadOf(answer: Record<string, unknown>): string | null {
  const download = answer.download;
  return typeof download === "string" && download.startsWith("/") ? download : null;
}

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
  schema: PublicFormSchema;
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
  const { form, state, isDraftRestored, send, sendAnother } = usePublicForm({
    formName,
    schema,
    empty,
    draftFields: textFields,
    botProtection,
  });
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const { errors } = form.formState;
  const text = (key: string) => t(`${namespace}.${key}` as Parameters<typeof t>[0]);

  useEffect(() => {
    // The browser offers the file at once; the link stays for a second try.
    if (state.kind === "received") downloadRef.current?.click();
  }, [state.kind]);

  const submit = form.handleSubmit((values) => send(values, fixed));

  if (state.kind === "received") {
    const download = downloadOf(state.answer);
    return (
      <PublicFormReceived
        title={text("success")}
        reference={state.reference}
        onSendAnother={sendAnother}
      >
        {download && downloadLabel ? (
          <p className="mt-2">
            <a ref={downloadRef} href={download} download className="font-semibold underline">
              {downloadLabel}
            </a>
          </p>
        ) : null}
      </PublicFormReceived>
    );
  }

  const control = (field: LeadField) => {
    const error = errors[field.name]?.message;
    // Registered here, in the fields' order, so the focus goes to the first wrong one.
    const registered = form.register(field.name);
    if (field.kind === "checkbox") {
      return (
        <ConsentField
          key={field.name}
          formId={formId}
          field={field}
          label={text(field.name)}
          error={error}
          props={{
            ...controlProps(formId, field.name, error, { isOptional: field.optional }),
            ...registered,
          }}
        />
      );
    }
    return (
      <FormField
        key={field.name}
        formId={formId}
        name={field.name}
        label={text(field.name)}
        optional={field.optional}
        error={error}
      >
        {(control) =>
          field.kind === "textarea" ? (
            <textarea rows={6} {...control} {...registered} />
          ) : (
            <input
              type={field.kind}
              autoComplete={field.autoComplete}
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
      {rows.map((row) =>
        isRowOfFields(row) ? (
          <div
            key={row.map((field) => field.name).join()}
            className="grid grid-cols-1 gap-5 sm:grid-cols-2"
          >
            {row.map(control)}
          </div>
        ) : (
          control(row)
        ),
      )}
      <HoneypotField formId={formId} {...form.register("website")} />
      <PublicFormFooter
        control={form.control}
        failureText={text("failure")}
        failureDetails={state.kind === "failed" ? state.details : null}
        submitLabel={submitLabel}
      />
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
  props: ControlProps & Record<string, unknown>;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...props}
          className="mt-1 size-5 shrink-0 accent-navy-900 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-700"
        />
        <label htmlFor={fieldIds(formId, field.name).control}>{label}</label>
      </div>
      <FieldError id={fieldIds(formId, field.name).error} error={error} />
    </div>
  );
}
