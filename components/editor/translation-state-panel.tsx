"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import type { TranslationState, TranslationTarget } from "@/lib/editor/translation-state";
import { formatDateTime } from "@/lib/format/date-time";

type Action = "state" | "start" | "reset";

interface Answer {
  sourceLanguage: string;
  targetLanguages: TranslationTarget[];
  overallState: TranslationState;
}

const STATE_KEYS = {
  Translated: "stateTranslated",
  MarkedForTranslation: "stateMarkedForTranslation",
  InProgress: "stateInProgress",
} as const;

/** A content page's translation state (spec 000 §4), with start, reset and refresh. */
export function TranslationStatePanel({ pageId }: { pageId: string }) {
  const t = useTranslations("Editor");
  const language = useLocale();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pending, setPending] = useState<Action | null>("state");
  const [hasFailed, setFailed] = useState(false);

  const request = useCallback(
    async (action: Action): Promise<Answer> => {
      const response = await fetch(`/api/translation/${action}/${encodeURIComponent(pageId)}`, {
        cache: "no-store",
      });
      if (!response.ok) throw new Error(`translation ${action} answered ${response.status}`);
      return (await response.json()) as Answer;
    },
    [pageId],
  );

  const settle = useCallback((pendingAnswer: Promise<Answer>) => {
    void pendingAnswer
      .then(
        (next) => {
          setAnswer(next);
          setFailed(false);
        },
        () => setFailed(true),
      )
      .finally(() => setPending(null));
  }, []);

  // The toolbar keys this panel by page id, so each page starts afresh.
  useEffect(() => settle(request("state")), [request, settle]);

  function run(action: Action) {
    setPending(action);
    settle(request(action));
  }

  const date = (value: string | null) => (value ? formatDateTime(value, language) : t("never"));

  return (
    <section aria-labelledby="editor-translation-heading" className="grid gap-2">
      <h2 id="editor-translation-heading" className="font-semibold">
        {t("translation")}
        {answer ? (
          <>
            {": "}
            <span data-testid="translation-overall" data-state={answer.overallState}>
              {t(STATE_KEYS[answer.overallState])}
            </span>
          </>
        ) : null}
      </h2>
      {hasFailed ? <p role="alert">{t("translationFailed")}</p> : null}
      {!answer && !hasFailed ? <p>{t("translationLoading")}</p> : null}
      {answer ? (
        <>
          <p className="text-sm">{t("sourceLanguage", { language: answer.sourceLanguage })}</p>
          {answer.targetLanguages.length === 0 ? (
            <p className="text-sm">{t("noTargets")}</p>
          ) : (
            <table className="text-left text-sm">
              <caption className="sr-only">{t("targetsCaption")}</caption>
              <thead>
                <tr>
                  {(["targetLanguage", "targetState", "exportedAt"] as const).map((column) => (
                    <th key={column} scope="col" className="pr-4">
                      {t(column)}
                    </th>
                  ))}
                  <th scope="col">{t("importedAt")}</th>
                </tr>
              </thead>
              <tbody>
                {answer.targetLanguages.map((target) => (
                  <tr key={target.id} data-language={target.language}>
                    <th scope="row" className="pr-4 font-normal uppercase">
                      {target.language}
                    </th>
                    <td className="pr-4">{t(STATE_KEYS[target.translationState])}</td>
                    <td className="pr-4">{date(target.exportedAt)}</td>
                    <td>{date(target.importedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={pending === "start"}
          disabled={pending !== null}
          onClick={() => run("start")}
        >
          {t("startTranslation")}
        </Button>
        <Button
          variant="secondary"
          loading={pending === "reset"}
          disabled={pending !== null}
          onClick={() => run("reset")}
        >
          {t("resetTranslation")}
        </Button>
        <Button
          variant="ghost"
          loading={pending === "state"}
          disabled={pending !== null}
          onClick={() => run("state")}
        >
          {t("refreshTranslation")}
        </Button>
      </div>
    </section>
  );
}
