"use client";

import { useTranslations } from "next-intl";

import type { Stage } from "@/lib/editor/page-stage";
import { useEditorPage } from "@/stores/editor-page";

import { LogOutButton } from "./log-out-button";
import { TranslationStatePanel } from "./translation-state-panel";

const LINK = "font-semibold underline underline-offset-4 hover:no-underline";

/**
 * The signed-in editor's toolbar at the bottom of every page: the stage and its switch, the
 * translation state of the content page on screen, the editor area and logging out.
 */
export function EditorToolbarClient({ stage, editorHref }: { stage: Stage; editorHref: string }) {
  const t = useTranslations("Editor");
  const page = useEditorPage((state) => state.page);
  const other: Stage = stage === "DRAFT" ? "PUBLISHED" : "DRAFT";
  return (
    <aside
      aria-label={t("toolbarLabel")}
      data-testid="editor-toolbar"
      data-stage={stage}
      className="sticky bottom-[var(--side-tabs-bar,0px)] z-40 border-t-4 border-copper-500 bg-white px-4 py-3 text-navy-900 shadow-[0_-4px_12px_rgba(0,0,0,0.15)] sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-start gap-x-8 gap-y-3">
        <p className="grid gap-1">
          <span>
            {t("stage")}: <strong data-testid="editor-stage">{t(`stage${stage}`)}</strong>
            {stage === "DRAFT" && page && !page.isPublished ? (
              <span className="ml-2 rounded bg-copper-100 px-2 py-0.5 text-sm">
                {t("unpublished")}
              </span>
            ) : null}
          </span>
          {/* A full load: the stage changes what the server renders, navigation included. */}
          <a href={`?stage=${other}`} className={LINK}>
            {other === "DRAFT" ? t("showDraft") : t("showPublished")}
          </a>
        </p>
        <div className="min-w-64 flex-1">
          {page ? (
            <TranslationStatePanel key={page.id} pageId={page.id} />
          ) : (
            <p>{t("translationNone")}</p>
          )}
        </div>
        <div className="flex items-center gap-4">
          <a href={editorHref} className={LINK}>
            {t("editorArea")}
          </a>
          <LogOutButton label={t("logOut")} loadingLabel={t("loggingOut")} variant="ghost" />
        </div>
      </div>
    </aside>
  );
}
