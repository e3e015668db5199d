import * as z from "@/lib/validation/zod";

const suggestAnswerSchema = z.object({
  records: z.array(z.object({ title: z.string(), url: z.string(), type: z.string() })),
});

export type Suggestion = z.infer<typeof suggestAnswerSchema>["records"][number];

export interface SuggestScope {
  localeCode: string;
  /** "" for the main site. */
  siteSlug: string;
}

class SuggestError extends Error {
  override name = "SuggestError";
}

/** Titles starting with what was typed, from POST /api/search-proxy/suggest (spec 000 §7). */
export async function fetchSuggestions(
  scope: SuggestScope,
  query: string,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const response = await fetch("/api/search-proxy/suggest", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...scope, query }),
    signal,
  });
  if (!response.ok) throw new SuggestError(`suggest answered ${response.status}`);
  const parsed = suggestAnswerSchema.safeParse(await response.json());
  if (!parsed.success) throw new SuggestError("suggest answered an unexpected shape");
  return parsed.data.records;
}
