"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField, useErrorText } from "@/components/ui/form-field";
import type { Ticket } from "@/lib/portal/tickets/ticket";
import { acceptsComments, type NewCommentValues } from "@/lib/portal/tickets/ticket-form-input";
import { newCommentSchema } from "@/contracts/portal/tickets/ticket-input-rules.mjs";

import { messageOf } from "../../portal-error";
import { FileUpload } from "../../../uploads/file-upload";
import { useAddTicketComment } from "../use-tickets-api";
import { FormApology } from "./form-apology";

const EMPTY: NewCommentValues = { text: "", attachmentIds: [] };

/** Add a comment to a ticket (spec 001 §2, §5: "Please enter a comment"), with attachments. */
export function CommentForm({ ticket }: { ticket: Ticket }) {
  const t = useTranslations("TicketForms");
  const errorText = useErrorText("TicketForms");
  const formId = useId();
  const [uploading, setUploading] = useState(false);
  const [showWait, setShowWait] = useState(false);
  // A new widget after each comment: its files belong to the comment just sent.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const form = useForm<NewCommentValues>({
    defaultValues: EMPTY,
    resolver: standardSchemaResolver<NewCommentValues, unknown, NewCommentValues>(newCommentSchema),
  });
  const add = useAddTicketComment(ticket.id);
  const onAdded = () => {
    form.reset(EMPTY);
    setRound((current) => current + 1);
    setSent(true);
  };

  if (!acceptsComments(ticket.status)) {
    return <p className="italic">{t("commentsClosed")}</p>;
  }

  const submit = form.handleSubmit((values) => {
    setSent(false);
    setShowWait(uploading);
    if (!uploading) add.mutate(values, { onSuccess: onAdded });
  });
  const error = form.formState.errors.text?.message;
  const attachmentError = form.formState.errors.attachmentIds?.message;

  return (
    <section aria-labelledby={`${formId}-heading`} className="space-y-4">
      <h2 id={`${formId}-heading`} className="text-2xl font-bold">
        {t("commentHeading")}
      </h2>
      <form noValidate onSubmit={submit} className="max-w-2xl space-y-4">
        <FormField
          formId={formId}
          name="text"
          label={t("comment")}
          error={error}
          errorNamespace="TicketForms"
        >
          {(control) => <textarea rows={5} {...control} {...form.register("text")} />}
        </FormField>
        <FileUpload
          key={round}
          onChange={(ids) => form.setValue("attachmentIds", ids)}
          onBusyChange={(busy) => {
            setUploading(busy);
            if (!busy) setShowWait(false);
          }}
        />
        {attachmentError ? (
          <p className="text-sm font-semibold text-red-800">{errorText(attachmentError)}</p>
        ) : null}
        {showWait && uploading ? (
          <p role="alert" className="font-semibold">
            {t("waitForUploads")}
          </p>
        ) : null}
        {add.isError ? <FormApology text="apologyComment" details={messageOf(add.error)} /> : null}
        <div aria-live="polite">{sent ? <p>{t("commentAdded")}</p> : null}</div>
        <Button type="submit" loading={add.isPending} loadingLabel={t("submittingComment")}>
          {t("submitComment")}
        </Button>
      </form>
    </section>
  );
}
