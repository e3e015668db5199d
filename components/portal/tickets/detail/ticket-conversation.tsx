"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/format/date-time";
import type { TicketComment } from "@/lib/portal/tickets/ticket";

import { PortalSection } from "../../portal-section";
import { TicketAttachments } from "./ticket-attachments";

/** The comments of a ticket, oldest first as the back end gives them, the service desk's marked. */
export function TicketConversation({ comments }: { comments: readonly TicketComment[] }) {
  const t = useTranslations("Tickets.detail");
  const language = useLocale();
  return (
    <PortalSection
      headingId="ticket-conversation-heading"
      title={t("conversation")}
      className="space-y-4"
    >
      {comments.length === 0 ? (
        <p>{t("noComments")}</p>
      ) : (
        <ol className="space-y-4">
          {comments.map((comment) => (
            <li key={comment.id}>
              <article
                aria-label={t("wroteOn", {
                  name: comment.author.name,
                  date: formatDateTime(comment.createdAt, language),
                })}
                data-from-service-desk={comment.fromServiceDesk}
                className={`space-y-3 rounded border-l-4 p-4 ${
                  comment.fromServiceDesk
                    ? "border-theme-accent bg-theme-surface"
                    : "border-theme-border bg-theme-bg"
                }`}
              >
                <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="font-bold">{comment.author.name}</span>
                  <span className="rounded bg-theme-bg px-2 text-sm font-semibold">
                    {comment.fromServiceDesk ? t("serviceDesk") : t("customer")}
                  </span>
                  <time dateTime={comment.createdAt} className="text-sm text-theme-muted">
                    {formatDateTime(comment.createdAt, language)}
                  </time>
                </header>
                <p className="break-words whitespace-pre-line">{comment.text}</p>
                <TicketAttachments attachments={comment.attachments} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </PortalSection>
  );
}
