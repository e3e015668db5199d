import { z } from "zod";

import { contentIdField } from "@/lib/api/request-fields";

/** Longer than any password anyone types; keeps HMAC work per request small. */
const MAX_PASSWORD_LENGTH = 200;

/** POST /api/editor-area-autentication: `{ input }` signs in, `{ hash }` checks a stored token. */
export const editorAuthenticationSchema = z.union(
  [
    z.strictObject({
      input: z
        .string({ error: "must be a string" })
        .min(1, { error: "must not be empty" })
        .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` }),
    }),
    z.strictObject({
      hash: z
        .string({ error: "must be a string" })
        .min(1, { error: "must not be empty" })
        .max(200, { error: "must be at most 200 characters" }),
    }),
  ],
  { error: "must be { input } or { hash }" },
);

/** POST /api/preview-password (spec 001 §7), with the protected area's message (spec 001 §5). */
export const previewPasswordSchema = z.object({
  password: z
    .string({ error: "Please enter a password" })
    .min(1, { error: "Please enter a password" })
    .max(MAX_PASSWORD_LENGTH, { error: `must be at most ${MAX_PASSWORD_LENGTH} characters` }),
});

/** POST /api/hygraph-draft-proxy: a GraphQL request. */
export const draftProxyRequestSchema = z.object({
  query: z
    .string({ error: "is required" })
    .min(1, { error: "must not be empty" })
    .max(100_000, { error: "must be at most 100000 characters" }),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().max(200).nullable().optional(),
});

export const TRANSLATION_ACTIONS = ["state", "start", "reset"] as const;

/** GET /api/translation/{state|start|reset}/{pageId} */
export const translationRequestSchema = z.object({
  action: z.enum(TRANSLATION_ACTIONS, { error: "must be state, start or reset" }),
  pageId: contentIdField,
});
