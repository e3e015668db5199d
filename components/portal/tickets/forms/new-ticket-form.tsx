"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { ticketPath } from "@/lib/portal/portal-routes";
import type { TicketLocation } from "@/lib/portal/tickets/ticket";
import type { NewTicketValues } from "@/lib/portal/tickets/ticket-form-input";
import { newTicketSchema, TICKET_TYPES } from "@/contracts/portal/tickets/ticket-input-rules.mjs";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";

import { portalLink, usePortalContext } from "../../session/portal-context";
import { messageOf } from "../../portal-error";
import { FileUpload } from "../../../uploads/file-upload";
import { useCreateTicket } from "../use-tickets-api";
import { FormApology } from "./form-apology";

/** What the form holds while typing: every choice may still be empty. */
type NewTicketFields = Omit<NewTicketValues, "type"> & { type: NewTicketValues["type"] | "" };

const EMPTY: NewTicketFields = {
  locationId: "",
  type: "",
  machineId: "",
  machineName: "",
  serialNumber: "",
  subject: "",
  description: "",
  attachmentIds: [],
};

/**
 * The new ticket form (spec 001 §3 "New ticket fields", §5 "Ticket form"): checked with the rules
 * the back end applies too; on failure everything typed, attachments included, stays.
 */
export function NewTicketForm({ locations }: { locations: readonly TicketLocation[] }) {
  const t = useTranslations("TicketForms");
  const tickets = useTranslations("Tickets");
  const formId = useId();
  const context = usePortalContext();
  const router = useRouter();
  const [uploading, setUploading] = useState(false);
  const [showWait, setShowWait] = useState(false);
  const form = useForm<NewTicketFields, unknown, NewTicketValues>({
    defaultValues: EMPTY,
    resolver: standardSchemaResolver<NewTicketFields, unknown, NewTicketValues>(newTicketSchema),
  });
  const { errors } = form.formState;
  const locationId = useWatch({ control: form.control, name: "locationId" });
  const machineId = useWatch({ control: form.control, name: "machineId" });
  const machines = locations.find((location) => location.id === locationId)?.machines ?? [];
  const machine = machines.find((candidate) => candidate.id === machineId);

  const create = useCreateTicket();

  const submit = form.handleSubmit((values) => {
    setShowWait(uploading);
    if (!uploading) {
      create.mutate(values, {
        onSuccess: ({ id }) => router.push(`${portalLink(context, ticketPath(id))}?created=1`),
      });
    }
  });
  /** What every field of this form passes: its ids, its error and where the error's text is. */
  const field = (name: keyof NewTicketFields) => ({
    formId,
    name,
    error: errors[name]?.message,
    errorNamespace: "TicketForms",
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-5">
      <FormField {...field("locationId")} label={t("location")}>
        {(control) => (
          <select
            {...control}
            {...form.register("locationId", {
              onChange: () => form.setValue("machineId", ""),
            })}
          >
            <option value="">{t("locationPlaceholder")}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {`${location.name}, ${location.address.city}`}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField {...field("type")} label={t("type")}>
        {(control) => (
          <select {...control} {...form.register("type")}>
            <option value="">{t("typePlaceholder")}</option>
            {TICKET_TYPES.map((type) => (
              <option key={type} value={type}>
                {tickets(`type.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        {...field("machineId")}
        label={t("machine")}
        hint={locationId ? undefined : t("machineNeedsLocation")}
      >
        {(control) => (
          <select {...control} {...form.register("machineId")} disabled={!locationId}>
            <option value="">{t("machinePlaceholder")}</option>
            {machines.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {t("machineOption", {
                  name: choice.name,
                  model: choice.model,
                  serialNumber: choice.serialNumber,
                })}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField {...field("machineName")} label={t("machineName")} optional>
        {(control) => (
          <input
            type="text"
            placeholder={machine?.name}
            {...control}
            {...form.register("machineName")}
          />
        )}
      </FormField>

      <FormField
        {...field("serialNumber")}
        label={t("serialNumber")}
        optional
        hint={machine ? t("serialNumberHint", { serialNumber: machine.serialNumber }) : undefined}
      >
        {(control) => (
          <input
            type="text"
            placeholder={machine?.serialNumber}
            {...control}
            {...form.register("serialNumber")}
          />
        )}
      </FormField>

      <FormField {...field("subject")} label={t("subject")}>
        {(control) => <input type="text" {...control} {...form.register("subject")} />}
      </FormField>

      <FormField {...field("description")} label={t("description")}>
        {(control) => <textarea rows={8} {...control} {...form.register("description")} />}
      </FormField>

      <div>
        <FileUpload
          onChange={(ids) => {
            form.setValue("attachmentIds", ids, { shouldValidate: form.formState.isSubmitted });
          }}
          onBusyChange={(busy) => {
            setUploading(busy);
            if (!busy) setShowWait(false);
          }}
        />
        {errors.attachmentIds ? (
          <p className="mt-1 text-sm font-semibold text-red-800">
            {errors.attachmentIds.message === "tooManyAttachments"
              ? t("tooManyAttachments")
              : t("attachmentInvalid")}
          </p>
        ) : null}
      </div>

      {showWait && uploading ? (
        <p role="alert" className="font-semibold">
          {t("waitForUploads")}
        </p>
      ) : null}
      {create.isError ? (
        <FormApology text="apologyTicket" details={messageOf(create.error)} />
      ) : null}

      <Button type="submit" loading={create.isPending} loadingLabel={t("submittingTicket")}>
        {t("submitTicket")}
      </Button>
    </form>
  );
}
