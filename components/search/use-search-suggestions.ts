"use client";

import { useEffect, useState } from "react";

import { logClientError } from "@/lib/client/log-client-error";
import type { Suggestion, SuggestScope } from "@/lib/search/fetch-suggestions";

/** Fewer letters than this match too much to be worth suggesting. */
const MIN_SUGGEST_LENGTH = 2;
/** Waits for a pause in typing, so a word is one request and not one per letter. */
const DEBOUNCE_MS = 200;

/**
 * The asking and checking of suggestions (with zod) loads once a visitor types, not with every
 * page (issue 17); it loads during the pause the debounce waits anyway.
 */
const loadFetchSuggestions = () =>
  import("@/lib/search/fetch-suggestions").then((module) => module.fetchSuggestions);

/**
 * Suggestions for what is typed: asked after a pause, the previous request cancelled when the
 * text changes. The last list stays while the next one loads, so the list does not flicker.
 */
export function useSearchSuggestions(
  scope: SuggestScope,
  query: string,
): { suggestions: Suggestion[]; isCurrent: boolean } {
  const [answer, setAnswer] = useState<{ query: string; suggestions: Suggestion[] }>({
    query: "",
    suggestions: [],
  });
  const typed = query.trim();
  const isLongEnough = typed.length >= MIN_SUGGEST_LENGTH;
  const { localeCode, siteSlug } = scope;

  useEffect(() => {
    if (!isLongEnough) return;
    const controller = new AbortController();
    const loading = loadFetchSuggestions();
    // Handled below once the pause is over; typing on before then is no failure to report.
    loading.catch(() => undefined);
    const timer = setTimeout(() => {
      loading
        .then((fetchSuggestions) =>
          fetchSuggestions({ localeCode, siteSlug }, typed, controller.signal),
        )
        .then((suggestions) => setAnswer({ query: typed, suggestions }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Suggestions are a shortcut: without them the search itself still works.
          logClientError(error);
          setAnswer({ query: typed, suggestions: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [localeCode, siteSlug, typed, isLongEnough]);

  if (!isLongEnough) return { suggestions: [], isCurrent: false };
  return { suggestions: answer.suggestions, isCurrent: answer.query === typed };
}
