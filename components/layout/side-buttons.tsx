import { getTranslations } from "next-intl/server";

import { NewsFeedSideButton } from "@/components/news-feed/news-feed-side-button";
import { PanelSideButtons } from "@/components/panels/panel-side-buttons";
import { Icon } from "@/components/ui/icon";
import { SmartLink } from "@/components/ui/smart-link";
import type { ResolvedLink } from "@/lib/navigation/resolve-link";

import { SIDE_TAB, SIDE_TAB_SPOKEN_NAME } from "./side-tab-classes";

/**
 * The small group of tabs: contact, the news feed (spec 001 §3 Site), the comparison basket and
 * the parts cart. A bar at the bottom of narrow screens; from md a rail in the layout's second
 * column, beside header, content and footer, centred on the screen all the way down (sticky).
 */
export async function SideButtons({ contact }: { contact: ResolvedLink | null }) {
  const t = await getTranslations("Header");
  return (
    <aside
      aria-label={t("sideButtons")}
      data-side-tabs
      className="fixed inset-x-0 bottom-0 z-30 flex h-(--side-tabs-bar) divide-x divide-theme-on-accent/25 md:sticky md:inset-x-auto md:top-0 md:bottom-auto md:col-start-2 md:row-span-3 md:row-start-1 md:h-dvh md:w-(--side-tabs-rail) md:flex-col md:justify-center-safe md:gap-1 md:divide-x-0 md:self-start md:overflow-y-auto"
    >
      {contact ? (
        <SmartLink link={contact} className={SIDE_TAB}>
          <Icon name="mail" size={16} />
          <span className={SIDE_TAB_SPOKEN_NAME}>{t("contact")}</span>
        </SmartLink>
      ) : null}
      <NewsFeedSideButton className={SIDE_TAB} />
      <PanelSideButtons className={SIDE_TAB} />
    </aside>
  );
}
