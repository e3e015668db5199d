import { getTranslations } from "next-intl/server";

/**
 * The next release's first feature: a visible marker that the toggle is on (spec 000 §4), with
 * the way back. Shown only in next-release renders, which are never shared.
 */
export async function NextReleaseMarker() {
  const t = await getTranslations("Editor");
  return (
    <div
      role="status"
      data-testid="next-release-marker"
      className="fixed right-[calc(1rem+var(--side-tabs-rail,0px))] bottom-[calc(6rem+var(--side-tabs-bar,0px))] z-40 grid max-w-xs gap-1 rounded bg-navy-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <strong>{t("nextRelease")}</strong>
      <span>{t("nextReleaseHint")}</span>
      <a href="?nextRelease=false" className="underline underline-offset-4 hover:no-underline">
        {t("nextReleaseOff")}
      </a>
    </div>
  );
}
