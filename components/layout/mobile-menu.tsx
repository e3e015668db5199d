"use client";

import { useTranslations } from "next-intl";
import { type MouseEvent, type ReactNode, useId, useState } from "react";

import { Icon } from "@/components/ui/icon";
import { SmartLink } from "@/components/ui/smart-link";
import { useDisclosure } from "@/components/ui/use-disclosure";

import type { MenuEntry } from "./menu-entries";

interface MobileMenuProps {
  entries: MenuEntry[];
  /** Shown below the tree, e.g. the language and country switchers. */
  children?: ReactNode;
}

/** The main navigation below the `lg` breakpoint: a button that opens the whole tree. */
export function MobileMenu({ entries, children }: MobileMenuProps) {
  const t = useTranslations("MobileMenu");
  const tLayout = useTranslations("Layout");
  const { isOpen, close, containerProps, buttonProps, panelProps } = useDisclosure();

  // Following a link or running an action leaves the menu; sub-menu toggles keep it open.
  function closeAfterChoice(event: MouseEvent) {
    if ((event.target as Element).closest("a, button:not([aria-expanded])")) close();
  }

  return (
    <div {...containerProps} className="lg:hidden">
      <button
        {...buttonProps}
        className="inline-flex items-center gap-2 rounded px-3 py-2 font-semibold hover:bg-theme-surface"
      >
        <Icon name={isOpen ? "close" : "menu"} size={24} />
        {t("menu")}
      </button>
      <div
        {...panelProps}
        onClick={closeAfterChoice}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-theme-border bg-theme-bg text-theme-fg shadow-lg"
      >
        <nav aria-label={tLayout("mainNavigation")} className="px-4 py-3">
          <MenuList entries={entries} depth={0} />
        </nav>
        {children ? (
          <div className="flex flex-wrap items-center gap-4 border-t border-theme-border px-4 py-4">
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function MenuList({ entries, depth, id }: { entries: MenuEntry[]; depth: number; id?: string }) {
  return (
    <ul
      id={id}
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
        ) : entry.children.length > 0 ? (
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
        {entry.link && entry.children.length > 0 ? (
          <button
            {...toggle}
            aria-label={t("showSubItems", { title: entry.title })}
            className="flex size-11 items-center justify-center rounded hover:bg-theme-surface"
          >
            {chevron}
          </button>
        ) : null}
      </div>
      {entry.children.length > 0 ? (
        <div hidden={!isOpen} className="pb-2">
          <MenuList entries={entry.children} depth={depth + 1} id={listId} />
        </div>
      ) : null}
    </li>
  );
}
