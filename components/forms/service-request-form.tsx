"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";

import type { FormOption } from "@/lib/forms/service-request-options";
import {
  REQUESTED_SERVICES,
  SERVICE_REQUEST_MESSAGES,
  serviceRequestSchema,
  YES_NO_UNKNOWN,
} from "@/contracts/forms/service-request-rules.mjs";

import { MediaUploadField } from "@/components/portal/tickets/upload/media-upload-field";
import { Button } from "@/components/ui/button";

import { FormFailure } from "./form-failure";
import type { PublicFormProps } from "./lazy-public-form";
import { botToken, loadBotScript } from "./load-bot-script";
import { controlProps, HoneypotField, PublicFormField } from "./public-form-field";
import { submitPublicForm } from "./submit-public-form";
import { useFormDraft } from "./use-form-draft";
import { useUploadTicket } from "./use-upload-ticket";

const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  telephone: "",
  company: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  country: "",
  separateReturnAddress: false,
  returnCompany: "",
  returnAddress: "",
  returnCity: "",
  returnState: "",
  returnZip: "",
  returnCountry: "",
  requestedService: "",
  reason: "",
  subject: "",
  description: "",
  existingCase: false,
  caseId: "",
  machineName: "",
  serialNumber: "",
  warranty: "",
  serviceContract: "",
  contactLocation: "",
  website: "",
};

type ServiceRequestValues = typeof EMPTY;
type FieldName = Exclude<keyof ServiceRequestValues, "website">;
type TextName = {
  [Name in FieldName]: ServiceRequestValues[Name] extends string ? Name : never;
}[FieldName];

const FIELD_NAMES = Object.keys(EMPTY).filter((name) => name !== "website") as FieldName[];
const OPTIONAL = new Set<FieldName>(["telephone", "reason"]);

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  telephone: "tel",
  company: "organization",
  address: "street-address",
  city: "address-level2",
  state: "address-level1",
  zip: "postal-code",
  country: "country",
};

/** The rules name their messages by key; the server sends the text itself. */
function messagePath(message: string | undefined): string | undefined {
  return message && (SERVICE_REQUEST_MESSAGES as readonly string[]).includes(message)
    ? `ServiceRequest.${message}`
    : message;
}

/**
 * The service request (spec 001 §3, §5, §8): checked in the browser with the rules the server
 * applies again; the return address and the case id appear (and are required) only when their
 * box is ticked; errors at their fields and focus on the first; on failure the help address, and
 * what was typed stays (also across a reload in this session).
 */
export function ServiceRequestForm({ botProtection, serviceRequestOptions }: PublicFormProps) {
  const t = useTranslations("ServiceRequest");
  const forms = useTranslations("PublicForms");
  const bot = useTranslations("BotProtection");
  const all = useTranslations();
  const locale = useLocale();
  const formId = useId();
  const form = useForm<ServiceRequestValues>({
    defaultValues: EMPTY,
    resolver: standardSchemaResolver(
      serviceRequestSchema,
    ) as unknown as Resolver<ServiceRequestValues>,
  });
  const draft = useFormDraft(`public-form:service-request:${locale}`, form, FIELD_NAMES);
  const [state, setState] = useState<
    | { kind: "editing" }
    | { kind: "failed"; details: string }
    | { kind: "received"; reference: string }
  >({ kind: "editing" });
  const successRef = useRef<HTMLDivElement>(null);
  const uploads = useUploadTicket();
  const [attachmentIds, setAttachmentIds] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadRound, setUploadRound] = useState(0);
  const [attachmentProblem, setAttachmentProblem] = useState<string | null>(null);
  // "Send" pressed while a file was still uploading: sent as soon as the uploads are done.
  const [isSendQueued, setSendQueued] = useState(false);
  const { errors, isSubmitting, submitCount } = form.formState;
  const separateReturnAddress = form.watch("separateReturnAddress");
  const existingCase = form.watch("existingCase");
  const countries = serviceRequestOptions?.countries ?? [];
  const contactLocations = serviceRequestOptions?.contactLocations ?? [];

  useEffect(() => {
    // Start loading the provider's script as soon as the form is there, not at the first click.
    void loadBotScript(botProtection).catch(() => undefined);
  }, [botProtection]);
  useEffect(() => {
    if (state.kind === "received") successRef.current?.focus();
  }, [state.kind]);

  const submit = form.handleSubmit(async (values) => {
    if (uploading) {
      setAttachmentProblem(t("waitForUploads"));
      setSendQueued(true);
      return;
    }
    setAttachmentProblem(null);
    const { website, ...fields } = values;
    const attached =
      attachmentIds.length > 0
        ? { attachments: attachmentIds, uploadTicket: await uploads.ticket() }
        : {};
    const result = await submitPublicForm("service-request", {
      fields: { ...fields, ...attached },
      website,
      idempotencyKey: draft.idempotencyKey(),
      botToken: await botToken(botProtection),
      locale,
    });
    if (result.outcome === "received") {
      form.reset(EMPTY);
      draft.clear();
      uploads.forget();
      setAttachmentIds([]);
      setUploadRound((round) => round + 1);
      setState({ kind: "received", reference: result.reference });
    } else if (result.outcome === "invalid") {
      setState({ kind: "editing" });
      result.fields.forEach(({ field, message }, index) => {
        if (field === "attachments") setAttachmentProblem(message);
        if (field in EMPTY) {
          form.setError(field as FieldName, { message }, { shouldFocus: index === 0 });
        }
      });
    } else {
      setState({ kind: "failed", details: result.details });
    }
  });

  useEffect(() => {
    if (uploading || !isSendQueued) return;
    setSendQueued(false);
    void submit();
  }, [uploading, isSendQueued, submit]);

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

  const errorOf = (name: FieldName) => messagePath(errors[name]?.message);
  const label = (name: FieldName) =>
    OPTIONAL.has(name) ? `${t(`field.${name}`)} (${t("optional")})` : t(`field.${name}`);
  const propsOf = (name: FieldName) => {
    const props = { ...controlProps(formId, name, errorOf(name)), ...form.register(name) };
    return OPTIONAL.has(name) ? { ...props, "aria-required": undefined } : props;
  };
  const field = (name: FieldName, control: ReactNode) => (
    <PublicFormField
      key={name}
      formId={formId}
      name={name}
      label={label(name)}
      error={errorOf(name)}
    >
      {control}
    </PublicFormField>
  );
  const text = (name: TextName, type: "text" | "email" | "tel" = "text") =>
    field(name, <input type={type} autoComplete={AUTOCOMPLETE[name]} {...propsOf(name)} />);
  const select = (name: TextName, placeholder: string, options: readonly FormOption[]) =>
    field(
      name,
      <select autoComplete={AUTOCOMPLETE[name]} {...propsOf(name)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>,
    );
  const checkbox = (name: "separateReturnAddress" | "existingCase") => (
    <div className="flex items-start gap-3">
      <input
        id={`${formId}-${name}`}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-theme-accent"
        {...form.register(name)}
      />
      <label htmlFor={`${formId}-${name}`} className="font-semibold">
        {t(`field.${name}`)}
      </label>
    </div>
  );
  const answers = (name: "warranty" | "serviceContract") => {
    const error = errorOf(name);
    const errorId = `${formId}-${name}-error`;
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="font-semibold">
          {t(`field.${name}`)} ({t("optional")})
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {YES_NO_UNKNOWN.map((answer) => (
            <label key={answer} className="flex items-center gap-2">
              <input
                type="radio"
                value={answer}
                className="size-4 accent-theme-accent"
                {...form.register(name)}
              />
              {t(`answer.${answer}`)}
            </label>
          ))}
        </div>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
            {all.has(error as Parameters<typeof all>[0])
              ? all(error as Parameters<typeof all>[0])
              : error}
          </p>
        ) : null}
      </fieldset>
    );
  };
  const section = (title: string, children: ReactNode) => (
    <fieldset className="space-y-5">
      <legend className="mb-3 text-xl font-bold">{title}</legend>
      {children}
    </fieldset>
  );

  const hasErrors = Object.keys(errors).length > 0;
  const services = REQUESTED_SERVICES.map((value) => ({ value, label: t(`service.${value}`) }));

  return (
    <form noValidate onSubmit={submit} className="relative max-w-2xl space-y-8">
      {draft.restored ? <p className="text-sm">{forms("restoredDraft")}</p> : null}
      {section(
        t("section.contact"),
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {text("firstName")}
            {text("lastName")}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {text("email", "email")}
            {text("telephone", "tel")}
          </div>
        </>,
      )}
      {section(
        t("section.address"),
        <>
          {text("company")}
          {text("address")}
          <div className="grid gap-5 sm:grid-cols-2">
            {text("city")}
            {text("state")}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {text("zip")}
            {select("country", t("countryPlaceholder"), countries)}
          </div>
          {checkbox("separateReturnAddress")}
        </>,
      )}
      {separateReturnAddress
        ? section(
            t("section.returnAddress"),
            <>
              {text("returnCompany")}
              {text("returnAddress")}
              <div className="grid gap-5 sm:grid-cols-2">
                {text("returnCity")}
                {text("returnState")}
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                {text("returnZip")}
                {select("returnCountry", t("countryPlaceholder"), countries)}
              </div>
            </>,
          )
        : null}
      {section(
        t("section.request"),
        <>
          {select("requestedService", t("servicePlaceholder"), services)}
          {text("reason")}
          {text("subject")}
          {field("description", <textarea rows={8} {...propsOf("description")} />)}
          {checkbox("existingCase")}
          {existingCase ? text("caseId") : null}
        </>,
      )}
      {section(
        t("section.machine"),
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {text("machineName")}
            {text("serialNumber")}
          </div>
          {answers("warranty")}
          {answers("serviceContract")}
          {select("contactLocation", t("contactLocationPlaceholder"), contactLocations)}
        </>,
      )}
      <div className="space-y-2">
        <MediaUploadField
          key={uploadRound}
          transport={uploads.transport}
          onChange={(ids) => {
            setAttachmentIds(ids);
            setAttachmentProblem(null);
          }}
          onBusyChange={setUploading}
        />
        {attachmentProblem ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {attachmentProblem}
          </p>
        ) : null}
      </div>
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
