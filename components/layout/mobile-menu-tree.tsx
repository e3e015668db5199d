"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Icon } from "@/components/ui/icon";
import { SmartLink } from "@/components/ui/smart-link";

import { hasFeatures, type MenuEntry } from "./menu-entries";
import { MenuMarketingView, MenuSectionLinks, MenuTeaserCardView } from "./menu-features";

/** The mobile menu's tree of items; mobile-menu.tsx loads it when idle or first opened. */
export function MobileMenuTree({ entries }: { entries: MenuEntry[] }) {
  return <MenuList entries={entries} depth={0} />;
}

function MenuList({ entries, depth }: { entries: MenuEntry[]; depth: number }) {
  return (
    <ul
      className={
        depth === 0 ? "divide-y divide-theme-border" : "ml-3 border-l-2 border-theme-border"
      }
    >
      {entries.map((entry) => (
        <MenuBranch key={entry.id} entry={entry} depth={depth} />
      ))}
    </ul>
  );
}

function MenuBranch({ entry, depth }: { entry: MenuEntry; depth: number }) {
  const t = useTranslations("MobileMenu");
  const tLayout = useTranslations("Layout");
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  // Children, sections, marketing section and teaser card all open under the item.
  const hasSubItems = entry.children.length > 0 || hasFeatures(entry);
  const itemClass = `block flex-1 py-3 pr-2 ${depth === 0 ? "font-semibold" : "pl-3"}`;
  const toggle = {
    type: "button" as const,
    "aria-expanded": isOpen,
    "aria-controls": listId,
    onClick: () => setOpen((open) => !open),
  };
  const chevron = (
    <Icon
      name="chevron-down"
      size={16}
      className={`transition-transform ${isOpen ? "rotate-180" : ""}`}
    />
  );

  return (
    <li>
      <div className="flex items-center">
        {entry.link ? (
          <SmartLink
            link={entry.link}
            newTab={entry.opensInNewTab}
            newTabHint={tLayout("opensInNewTab")}
            className={`${itemClass} text-left hover:underline`}
          >
            {entry.title}
          </SmartLink>
        ) : hasSubItems ? (
          <button
            {...toggle}
            className={`${itemClass} flex items-center justify-between text-left`}
          >
            {entry.title}
            {chevron}
          </button>
        ) : (
          <span className={itemClass}>{entry.title}</span>
        )}
        {entry.link && hasSubItems ? (
          <button
            {...toggle}
            aria-label={t("showSubItems", { title: entry.title })}
            className="flex size-11 items-center justify-center rounded hover:bg-theme-surface"
          >
            {chevron}
          </button>
        ) : null}
      </div>
      {hasSubItems ? (
        <div id={listId} hidden={!isOpen} className="pb-2">
          {entry.children.length > 0 ? (
            <MenuList entries={entry.children} depth={depth + 1} />
          ) : null}
          {/* Rendered on opening: the page's first load neither sends nor hydrates it. */}
          {isOpen && hasFeatures(entry) ? <MenuFeatures entry={entry} idPrefix={listId} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** Sections, teaser card and marketing section of an item, below its children. */
function MenuFeatures({ entry, idPrefix }: { entry: MenuEntry; idPrefix: string }) {
  return (
    <div className="ml-3 space-y-5 py-3 pl-3">
      {entry.sections.map((section) => (
        <MenuSectionLinks
          key={section.id}
          section={section}
          headingId={`${idPrefix}-${section.id}`}
        />
      ))}
      {entry.teaserCard ? <MenuTeaserCardView card={entry.teaserCard} /> : null}
      {entry.marketing ? <MenuMarketingView marketing={entry.marketing} /> : null}
    </div>
  );
}
