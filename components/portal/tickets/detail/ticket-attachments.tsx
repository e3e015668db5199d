"use client";

import { useLocale, useTranslations } from "next-intl";

import { Icon } from "@/components/ui/icon";
import { formatFileSize } from "@/lib/format/number-format";
import { attachmentHref } from "@/lib/portal/tickets/attachment-href";
import type { TicketAttachment } from "@/lib/portal/tickets/ticket";

/**
 * Files of a ticket or comment: a preview (image, or a video that loads only its first frame
 * and length until played) and a download link with the file's name and size.
 */
export function TicketAttachments({ attachments }: { attachments: readonly TicketAttachment[] }) {
  const t = useTranslations("Tickets.detail");
  const language = useLocale();
  if (attachments.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {attachments.map((attachment) => {
        const size = formatFileSize(attachment.size, language);
        return (
          <li key={attachment.id} className="space-y-2 rounded border border-theme-border p-3">
            {attachment.kind === "IMAGE" ? (
              // The route answers with the sniffed type; next/image cannot optimize a private file.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={attachmentHref(attachment)}
                alt={t("imagePreview", { name: attachment.fileName })}
                loading="lazy"
                className="max-h-64 w-full rounded bg-theme-surface object-contain"
              />
            ) : (
              <video
                controls
                preload="metadata"
                src={attachmentHref(attachment)}
                aria-label={t("videoPreview", { name: attachment.fileName })}
                className="max-h-64 w-full rounded bg-black"
              />
            )}
            <a
              href={attachmentHref(attachment, true)}
              download={attachment.fileName}
              aria-label={t("downloadFile", { name: attachment.fileName, size })}
              className="inline-flex items-center gap-2 font-semibold break-all text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
            >
              <Icon name="download" size={16} />
              <span>
                {attachment.fileName} <span className="font-normal">({size})</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
