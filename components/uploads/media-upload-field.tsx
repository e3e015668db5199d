"use client";

import { useTranslations } from "next-intl";
import { type DragEvent, useId, useState } from "react";

import { ACCEPTED_FILES } from "@/lib/portal/tickets/upload-refusal";

import { UploadItemRow } from "./upload-item-row";
import { type UploadTransport, useFileUploads } from "./use-file-uploads";

export interface MediaUploadFieldProps {
  /** Where the files go and with which credential (the portal's ID token, a form's ticket). */
  transport: UploadTransport;
  /** The ids of the finished uploads, each time the set changes. */
  onChange(uploadIds: string[]): void;
  /** Whether a file is still on its way (the form waits for it). */
  onBusyChange?(busy: boolean): void;
  disabled?: boolean;
}

/**
 * Attachments of a form (spec 001 §2 "File upload", §5): images or videos, at most 100 MB each,
 * dropped or chosen, each with its progress and a cancel button. Its texts are the `TicketForms`
 * ones; it needs no portal context, so the public forms use it too.
 */
export function MediaUploadField({
  transport,
  onChange,
  onBusyChange,
  disabled = false,
}: MediaUploadFieldProps) {
  const t = useTranslations("TicketForms");
  const id = useId();
  const uploads = useFileUploads(transport, onChange, onBusyChange);
  const [isDragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) uploads.add([...event.dataTransfer.files]);
  };

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="font-semibold">
        {t("attachments")} <span className="font-normal">({t("optional")})</span>
      </legend>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`rounded border-2 border-dashed p-6 text-center focus-within:ring-2 focus-within:ring-theme-accent ${
          isDragging ? "border-theme-accent bg-theme-surface" : "border-theme-border"
        }`}
      >
        <p>
          {t("dropHint")}{" "}
          <label htmlFor={`${id}-files`} className="cursor-pointer font-semibold underline">
            {t("chooseFiles")}
          </label>
        </p>
        <p id={`${id}-limits`} className="mt-1 text-sm">
          {t("uploadLimits")}
        </p>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          aria-describedby={`${id}-limits`}
          className="sr-only"
          onChange={(event) => {
            uploads.add([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </div>
      {uploads.items.length > 0 ? (
        <ul aria-label={t("uploadList")} className="space-y-2">
          {uploads.items.map((item) => (
            <UploadItemRow
              key={item.key}
              item={item}
              onCancel={() => uploads.cancel(item.key)}
              onRetry={() => uploads.retry(item.key)}
              onDismiss={() => uploads.dismiss(item.key)}
            />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
