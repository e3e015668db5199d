"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Icon } from "@/components/ui/icon";
import { useMediaQuery } from "@/components/ui/use-media-query";
import type { Stage } from "@/lib/editor/page-stage";
import { useEditorPage } from "@/stores/editor-page";

import { LogOutButton } from "./log-out-button";
import { TranslationStatePanel } from "./translation-state-panel";

const LINK = "font-semibold underline underline-offset-4 hover:no-underline";

/**
 * The signed-in editor's toolbar at the bottom of every page: the stage and its switch, the
 * translation state of the content page on screen, the editor area and logging out. It folds to
 * its first line, the stage: folded below lg (on a phone it took half the screen, issue 28), open
 * from lg, until the editor chooses. CSS makes that first choice, so the server's HTML suits any
 * screen.
 */
export function EditorToolbarClient({ stage, editorHref }: { stage: Stage; editorHref: string }) {
  const t = useTranslations("Editor");
  const page = useEditorPage((state) => state.page);
  const toolsId = useId();
  const [isOpenChosen, setOpenChosen] = useState<boolean | null>(null);
  const isWide = useMediaQuery("(min-width: 64rem)", true);
  const isOpen = isOpenChosen ?? isWide;
  // Open on a wide screen, the tools are items of the toolbar's row, as they were before it folded.
  const toolsDisplay =
    isOpenChosen === null ? "hidden lg:contents" : isOpenChosen ? "flex lg:contents" : "hidden";
  // The stage's switch belongs to the first line where there is room for it, to the tools below.
  const switchDisplay = isOpenChosen ? "" : "hidden lg:inline";
  const other: Stage = stage === "DRAFT" ? "PUBLISHED" : "DRAFT";
  return (
    <aside
      aria-label={t("toolbarLabel")}
      data-testid="editor-toolbar"
      data-stage={stage}
      className="sticky bottom-[var(--side-tabs-bar,0px)] z-40 mr-[var(--side-tabs-rail,0px)] max-h-[calc(100dvh-var(--side-tabs-bar,0px))] overflow-y-auto border-t-4 border-copper-500 bg-white px-3 py-2 text-sm text-navy-900 shadow-[0_-4px_12px_rgba(0,0,0,0.15)] sm:px-6 lg:py-3 lg:text-base"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-start gap-x-3 gap-y-3 lg:gap-x-8">
        <div className="flex w-full flex-wrap items-baseline gap-x-3 gap-y-1 lg:grid lg:w-auto lg:justify-items-start lg:gap-1">
          <span>
            {t("stage")}: <strong data-testid="editor-stage">{t(`stage${stage}`)}</strong>
            {stage === "DRAFT" && page && !page.isPublished ? (
              <span className="ml-2 rounded bg-copper-100 px-2 py-0.5 text-sm">
                {t("unpublished")}
              </span>
            ) : null}
          </span>
          {/* A full load: the stage changes what the server renders, navigation included. */}
          <a href={`?stage=${other}`} className={`${LINK} ${switchDisplay}`}>
            {other === "DRAFT" ? t("showDraft") : t("showPublished")}
          </a>
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={toolsId}
            onClick={() => setOpenChosen(!isOpen)}
            className="ml-auto inline-flex items-center gap-1 rounded px-2 py-1 font-semibold hover:bg-steel-50 lg:ml-0 lg:px-0"
          >
            <Icon name={isOpen ? "chevron-down" : "chevron-up"} size={16} />
            {t("tools")}
          </button>
        </div>
        <div
          id={toolsId}
          className={`${toolsDisplay} w-full flex-wrap items-start gap-x-8 gap-y-3`}
        >
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
      </div>
    </aside>
  );
}
