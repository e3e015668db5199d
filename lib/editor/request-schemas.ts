import { z } from "zod";

import { contentIdField, graphqlRequestFields } from "@/lib/api/request-fields";

import { editorPasswordSchema } from "./password-rules";

/** POST /api/editor-area-autentication: `{ input }` signs in, `{ hash }` checks a stored token. */
export const editorAuthenticationSchema = z.union(
  [
    // The sign-in: the rules of the editor area's password form.
    editorPasswordSchema,
    z.strictObject({
      hash: z
        .string({ error: "must be a string" })
        .min(1, { error: "must not be empty" })
        .max(200, { error: "must be at most 200 characters" }),
    }),
  ],
  { error: "must be { input } or { hash }" },
);

/** POST /api/hygraph-draft-proxy: a GraphQL request. */
export const draftProxyRequestSchema = z.object(graphqlRequestFields);

const TRANSLATION_ACTIONS = ["state", "start", "reset"] as const;

/** GET /api/translation/{state|start|reset}/{pageId} */
export const translationRequestSchema = z.object({
  action: z.enum(TRANSLATION_ACTIONS, { error: "must be state, start or reset" }),
  pageId: contentIdField,
});
