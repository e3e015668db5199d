"use client";

import { useCallback, useMemo, useRef } from "react";

import type { UploadTransport } from "@/components/uploads/use-file-uploads";

/** The site's tus endpoint of the public forms' attachments (app/api/form-uploads). */
const FORM_UPLOAD_ENDPOINT = "/api/form-uploads";

async function fetchTicket(): Promise<string> {
  const answer = await fetch("/api/form-upload-tickets", { method: "POST" });
  const body = (await answer.json().catch(() => null)) as { ticket?: unknown } | null;
  if (answer.status !== 201 || typeof body?.ticket !== "string") {
    throw new Error(`no upload ticket (HTTP ${answer.status})`);
  }
  return body.ticket;
}

/**
 * A visitor's upload ticket, fetched when the first file is chosen (not with the page, which
 * the page cache serves to everybody alike) and used for every file of this form; the form
 * sends it with the upload ids, so the service desk attaches only this visitor's files.
 */
export function useUploadTicket() {
  const ticket = useRef<Promise<string> | null>(null);
  const current = useCallback(() => {
    ticket.current ??= fetchTicket().catch((error: unknown) => {
      // The next file, or a retry, asks again.
      ticket.current = null;
      throw error;
    });
    return ticket.current;
  }, []);
  const transport = useMemo<UploadTransport>(
    () => ({
      endpoint: FORM_UPLOAD_ENDPOINT,
      headers: async () => ({ "x-upload-ticket": await current() }),
    }),
    [current],
  );
  return {
    transport,
    /** The ticket the uploads were made with (there is one once a file was uploaded). */
    ticket: current,
    /** After a sent request: the next files get a ticket of their own. */
    forget() {
      ticket.current = null;
    },
  };
}
