"use client";

import { useTranslations } from "next-intl";

import type { UploadItem } from "./use-file-uploads";

const SMALL_BUTTON = "rounded px-2 py-1 text-sm font-semibold underline underline-offset-2";

interface UploadItemRowProps {
  item: UploadItem;
  onCancel(): void;
  onRetry(): void;
  onDismiss(): void;
}

/** One chosen file: its progress, or why it was refused, and what can be done about it. */
export function UploadItemRow({ item, onCancel, onRetry, onDismiss }: UploadItemRowProps) {
  const t = useTranslations("TicketForms");
  const name = item.name;
  if (item.state === "refused") {
    return (
      <li className="flex items-start justify-between gap-3 rounded border-l-4 border-red-700 bg-red-50 p-2">
        <p role="alert" className="text-red-900">
          {t(item.refusal ?? "refusedType", { name })}
        </p>
        <button type="button" className={SMALL_BUTTON} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t("dismiss", { name })}</span>
        </button>
      </li>
    );
  }
  return (
    <li className="space-y-1 rounded border border-theme-border p-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-all">{name}</span>
        <span className="flex gap-2">
          {item.state === "interrupted" || item.state === "failed" ? (
            <button type="button" className={SMALL_BUTTON} onClick={onRetry}>
              {t("retryUpload", { name })}
            </button>
          ) : null}
          <button type="button" className={SMALL_BUTTON} onClick={onCancel}>
            {item.state === "done" ? t("removeFile", { name }) : t("cancelUpload", { name })}
          </button>
        </span>
      </div>
      <div className="flex items-center gap-3">
        <progress
          className="h-2 w-full accent-theme-accent"
          max={100}
          value={item.percent}
          aria-label={t("uploadProgress", { name })}
        />
        <span className="w-24 shrink-0 text-right text-sm tabular-nums">
          {item.state === "done" ? t("uploadDone") : t("uploadPercent", { percent: item.percent })}
        </span>
      </div>
      {item.state === "interrupted" ? (
        <p role="alert" className="text-sm text-red-900">
          {t("uploadInterrupted", { name })}
        </p>
      ) : null}
      {item.state === "failed" ? (
        <p role="alert" className="text-sm text-red-900">
          {t("uploadFailed", { name, details: item.details ?? "" })}
        </p>
      ) : null}
    </li>
  );
}
