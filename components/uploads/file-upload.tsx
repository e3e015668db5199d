"use client";

import { useMemo } from "react";

import { useIdToken } from "../portal/session/use-stored-token";

import { MediaUploadField, type MediaUploadFieldProps } from "./media-upload-field";
import type { UploadTransport } from "./use-file-uploads";

/** The site's same-origin tus endpoint of the ticket forms (app/api/ticket-uploads). */
const TICKET_UPLOAD_ENDPOINT = "/api/ticket-uploads";

/** Attachments of a ticket form: uploaded with the signed-in user's ID token. */
export function FileUpload(props: Omit<MediaUploadFieldProps, "transport">) {
  const idToken = useIdToken();
  const transport = useMemo<UploadTransport>(
    () => ({
      endpoint: TICKET_UPLOAD_ENDPOINT,
      headers: async () => ({ "x-id-token": await idToken() }),
    }),
    [idToken],
  );
  return <MediaUploadField transport={transport} {...props} />;
}
