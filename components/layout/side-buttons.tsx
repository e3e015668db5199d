import { getTranslations } from "next-intl/server";

import { NewsFeedSideButton } from "@/components/news-feed/news-feed-side-button";
import { PanelSideButtons } from "@/components/panels/panel-side-buttons";
import { Icon } from "@/components/ui/icon";
import { SmartLink } from "@/components/ui/smart-link";
import type { ResolvedLink } from "@/lib/navigation/resolve-link";

const TAB =
  "flex items-center gap-2 rounded-l bg-theme-accent p-2.5 text-sm font-semibold text-theme-on-accent shadow-md hover:bg-theme-accent-hover md:px-2 md:py-3 md:[writing-mode:vertical-rl]";

/**
 * The small group of tabs on the right edge: contact, the news feed (spec 001 §3 Site), the
 * comparison basket and the parts cart.
 */
export async function SideButtons({ contact }: { contact: ResolvedLink | null }) {
  const t = await getTranslations("Header");
  return (
    <aside
      aria-label={t("sideButtons")}
      className="fixed top-1/2 right-0 z-30 flex -translate-y-1/2 flex-col gap-1"
    >
      {contact ? (
        <SmartLink link={contact} className={TAB}>
          <Icon name="mail" size={16} />
          <span className="sr-only md:not-sr-only">{t("contact")}</span>
        </SmartLink>
      ) : null}
      <NewsFeedSideButton className={TAB} />
      <PanelSideButtons className={TAB} />
    </aside>
  );
}
