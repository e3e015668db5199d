"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import type { Ticket } from "@/lib/portal/tickets/ticket";
import {
  acceptsClosureRequest,
  type ClosureRequestValues,
} from "@/lib/portal/tickets/ticket-form-input";
import {
  CLOSURE_REASONS,
  closureRequestSchema,
} from "@/contracts/portal/tickets/ticket-input-rules.mjs";

import { messageOf } from "../../portal-error";
import { useRequestTicketClosure } from "../use-tickets-api";
import { FormApology } from "./form-apology";

/** What the form holds while choosing: no reason yet. */
type ClosureFields = Omit<ClosureRequestValues, "reason"> & {
  reason: ClosureRequestValues["reason"] | "";
};

const EMPTY: ClosureFields = { reason: "", comment: "" };

/**
 * Ask the service desk to close a ticket (spec 001 §3 "Closure": a reason from the list and an
 * optional comment); offered while the ticket is open and closure not yet asked for.
 */
export function ClosureRequestForm({ ticket }: { ticket: Ticket }) {
  const t = useTranslations("TicketForms");
  const tickets = useTranslations("Tickets");
  const formId = useId();
  const form = useForm<ClosureFields, unknown, ClosureRequestValues>({
    defaultValues: EMPTY,
    resolver: standardSchemaResolver<ClosureFields, unknown, ClosureRequestValues>(
      closureRequestSchema,
    ),
  });
  const request = useRequestTicketClosure(ticket.id);

  if (!acceptsClosureRequest(ticket.status)) return null;

  const { errors } = form.formState;
  return (
    <section aria-labelledby={`${formId}-heading`} className="space-y-4">
      <h2 id={`${formId}-heading`} className="text-2xl font-bold">
        {t("closureHeading")}
      </h2>
      <p>{t("closureIntro")}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          request.mutate(values, { onSuccess: () => form.reset(EMPTY) }),
        )}
        className="max-w-2xl space-y-4"
      >
        <FormField
          formId={formId}
          name="reason"
          label={t("closureReason")}
          error={errors.reason?.message}
          errorNamespace="TicketForms"
        >
          {(control) => (
            <select {...control} {...form.register("reason")}>
              <option value="">{t("closureReasonPlaceholder")}</option>
              {CLOSURE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {tickets(`closureReason.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          formId={formId}
          name="comment"
          label={t("closureComment")}
          optional
          error={errors.comment?.message}
          errorNamespace="TicketForms"
        >
          {(control) => <textarea rows={3} {...control} {...form.register("comment")} />}
        </FormField>
        {request.isError ? (
          <FormApology text="apologyClosure" details={messageOf(request.error)} />
        ) : null}
        <Button type="submit" loading={request.isPending} loadingLabel={t("submittingClosure")}>
          {t("submitClosure")}
        </Button>
      </form>
    </section>
  );
}
