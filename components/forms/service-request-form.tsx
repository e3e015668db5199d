"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import type { FormOption } from "@/lib/forms/service-request-options";
import {
  REQUESTED_SERVICES,
  SERVICE_REQUEST_MESSAGES,
  serviceRequestSchema,
  YES_NO_UNKNOWN,
} from "@/contracts/forms/service-request-rules.mjs";

import { FieldError, FormField } from "@/components/ui/form-field";
import { type ControlProps, fieldIds } from "@/components/ui/form-field-rules";
import { MediaUploadField } from "@/components/uploads/media-upload-field";

import type { PublicFormProps } from "./public-form-props";
import { HoneypotField } from "./honeypot-field";
import { PublicFormFooter } from "./public-form-footer";
import { PublicFormReceived } from "./public-form-received";
import { usePublicForm } from "./use-public-form";
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
  const formId = useId();
  const { form, state, isDraftRestored, send, sendAnother } = usePublicForm({
    formName: "service-request",
    schema: serviceRequestSchema,
    empty: EMPTY,
    draftFields: FIELD_NAMES,
    botProtection,
  });
  const uploads = useUploadTicket();
  const [attachmentIds, setAttachmentIds] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadRound, setUploadRound] = useState(0);
  const [attachmentProblem, setAttachmentProblem] = useState<string | null>(null);
  // "Send" pressed while a file was still uploading: sent as soon as the uploads are done.
  const [isSendQueued, setSendQueued] = useState(false);
  const { errors } = form.formState;
  const separateReturnAddress = form.watch("separateReturnAddress");
  const existingCase = form.watch("existingCase");
  const countries = serviceRequestOptions?.countries ?? [];
  const contactLocations = serviceRequestOptions?.contactLocations ?? [];

  const submit = form.handleSubmit(async (values) => {
    if (uploading) {
      setAttachmentProblem(t("waitForUploads"));
      setSendQueued(true);
      return;
    }
    setAttachmentProblem(null);
    const attached =
      attachmentIds.length > 0
        ? { attachments: attachmentIds, uploadTicket: await uploads.ticket() }
        : {};
    const result = await send(values, attached);
    if (result.outcome === "received") {
      uploads.forget();
      setAttachmentIds([]);
      setUploadRound((round) => round + 1);
    } else if (result.outcome === "invalid") {
      result.fields.forEach(({ field, message }) => {
        if (field === "attachments") setAttachmentProblem(message);
      });
    }
  });

  useEffect(() => {
    if (uploading || !isSendQueued) return;
    setSendQueued(false);
    void submit();
  }, [uploading, isSendQueued, submit]);

  if (state.kind === "received") {
    return (
      <PublicFormReceived
        title={t("success")}
        reference={state.reference}
        onSendAnother={sendAnother}
      />
    );
  }

  const errorOf = (name: FieldName) => messagePath(errors[name]?.message);
  const field = (
    name: FieldName,
    control: (props: ControlProps & UseFormRegisterReturn) => ReactNode,
  ) => {
    // Registered here, in the fields' order, so the focus goes to the first wrong one.
    const registered = form.register(name);
    return (
      <FormField
        key={name}
        formId={formId}
        name={name}
        label={t(`field.${name}`)}
        optional={OPTIONAL.has(name)}
        error={errorOf(name)}
      >
        {(props) => control({ ...props, ...registered })}
      </FormField>
    );
  };
  const text = (name: TextName, type: "text" | "email" | "tel" = "text") =>
    field(name, (props) => <input type={type} autoComplete={AUTOCOMPLETE[name]} {...props} />);
  const select = (name: TextName, placeholder: string, options: readonly FormOption[]) =>
    field(name, (props) => (
      <select autoComplete={AUTOCOMPLETE[name]} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));
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
    const errorId = fieldIds(formId, name).error;
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
        <FieldError id={errorId} error={error} />
      </fieldset>
    );
  };
  const section = (title: string, children: ReactNode) => (
    <fieldset className="space-y-5">
      <legend className="mb-3 text-xl font-bold">{title}</legend>
      {children}
    </fieldset>
  );

  const services = REQUESTED_SERVICES.map((value) => ({ value, label: t(`service.${value}`) }));

  return (
    <form noValidate onSubmit={submit} className="relative max-w-2xl space-y-8">
      {isDraftRestored ? <p className="text-sm">{forms("restoredDraft")}</p> : null}
      {section(
        t("section.contact"),
        <>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {text("firstName")}
            {text("lastName")}
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
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
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {text("city")}
            {text("state")}
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
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
              <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
                {text("returnCity")}
                {text("returnState")}
              </div>
              <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
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
          {field("description", (props) => (
            <textarea rows={8} {...props} />
          ))}
          {checkbox("existingCase")}
          {existingCase ? text("caseId") : null}
        </>,
      )}
      {section(
        t("section.machine"),
        <>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
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

      <PublicFormFooter
        control={form.control}
        failureText={t("failure")}
        failureDetails={state.kind === "failed" ? state.details : null}
      />
    </form>
  );
}
