"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from "react";

import { Icon } from "@/components/ui/icon";
import { InlineHtml } from "@/components/ui/inline-html";
import { nextActiveIndex } from "@/lib/search/combobox-keys";
import { sitePathOf } from "@/lib/client/link-prefetch";
import type { Suggestion } from "@/lib/search/fetch-suggestions";
import { emphasizeQueryWords } from "@/lib/search/format-search-hit";
import { searchPageHref } from "@/lib/search/search-page-params";

import { useSearchSuggestions } from "./use-search-suggestions";

interface HeaderSearchProps {
  /** The results page, e.g. /de/search. */
  searchHref: string;
  /** The locale as in URLs, e.g. de-ch. */
  localeCode: string;
  /** "" for the main site. */
  siteSlug: string;
}

/**
 * The header's search field with suggestions (WAI-ARIA combobox with a list popup): arrow keys
 * move through the suggestions, Enter or a click opens the chosen one's page, Escape closes the
 * list, then clears the field. On small screens a button opens the field below the header.
 * Without script it is a plain GET form to the results page.
 */
export function HeaderSearch({ searchHref, localeCode, siteSlug }: HeaderSearchProps) {
  const t = useTranslations("Search");
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [isListOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [isExpanded, setExpanded] = useState(false);
  const { suggestions, isCurrent } = useSearchSuggestions({ localeCode, siteSlug }, query);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const listId = `${baseId}-suggestions`;
  const formId = `${baseId}-form`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const isShowingList = isListOpen && suggestions.length > 0;
  const activeIndex = isShowingList && active < suggestions.length ? active : -1;
  const isAnnouncing = isListOpen && isCurrent;

  function closeList() {
    setListOpen(false);
    setActive(-1);
  }

  function search(text: string) {
    const trimmed = text.trim();
    if (!trimmed) {
      inputRef.current?.focus();
      return;
    }
    closeList();
    setExpanded(false);
    router.push(searchPageHref(searchHref, trimmed));
  }

  /**
   * A suggestion is a page (a content page, a classification, a product): choosing opens it; one
   * whose address is not a page of this site searches for its title instead.
   */
  function choose(suggestion: Suggestion) {
    setQuery(suggestion.title);
    const target = sitePathOf(suggestion.url, location.href);
    if (!target) {
      search(suggestion.title);
      return;
    }
    closeList();
    setExpanded(false);
    router.push(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      if (isShowingList) closeList();
      else if (query) setQuery("");
      else if (isExpanded) {
        setExpanded(false);
        toggleRef.current?.focus();
      }
      return;
    }
    if (event.key === "Enter") {
      const chosen = suggestions[activeIndex];
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
      return;
    }
    if (!isShowingList && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      setActive(event.key === "ArrowDown" ? 0 : suggestions.length - 1);
      return;
    }
    if (!isShowingList) return;
    const next = nextActiveIndex(event.key, activeIndex, suggestions.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(query);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) closeList();
  }

  function toggle() {
    const opening = !isExpanded;
    setExpanded(opening);
    if (opening) requestAnimationFrame(() => inputRef.current?.focus());
  }

  return (
    <div className="md:relative" onBlur={onBlur} data-header-search>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isExpanded}
        aria-controls={formId}
        onClick={toggle}
        className="inline-flex items-center rounded px-2 py-2 hover:bg-theme-surface focus-visible:outline-2 focus-visible:outline-theme-accent md:hidden"
      >
        <Icon name={isExpanded ? "close" : "search"} size={24} />
        <span className="sr-only">{isExpanded ? t("closeSearch") : t("openSearch")}</span>
      </button>
      <form
        id={formId}
        role="search"
        action={searchHref}
        method="get"
        onSubmit={onSubmit}
        className={`${isExpanded ? "flex" : "hidden"} absolute inset-x-0 top-full z-40 border-b border-theme-border bg-theme-bg p-3 shadow-lg md:static md:flex md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
      >
        <label htmlFor={`${baseId}-input`} className="sr-only">
          {t("boxLabel")}
        </label>
        <div className="flex w-full items-center rounded border-2 border-theme-border bg-theme-bg focus-within:border-theme-accent md:w-56 lg:w-64">
          <input
            ref={inputRef}
            id={`${baseId}-input`}
            name="q"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isShowingList}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={400}
            placeholder={t("boxPlaceholder")}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setListOpen(true)}
            className="min-w-0 flex-1 bg-transparent px-3 py-2 outline-none"
          />
          <button
            type="submit"
            className="inline-flex items-center px-2 py-2 text-theme-fg hover:text-theme-accent focus-visible:outline-2 focus-visible:outline-theme-accent"
          >
            <Icon name="search" size={16} />
            <span className="sr-only">{t("submitSearch")}</span>
          </button>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={t("suggestions")}
          hidden={!isShowingList}
          className="absolute inset-x-3 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded border border-theme-border bg-theme-bg py-1 shadow-lg md:inset-x-auto md:right-0 md:w-96"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the field, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              className={`cursor-pointer px-4 py-2 [&_em]:font-bold [&_em]:not-italic ${index === activeIndex ? "bg-theme-accent text-theme-on-accent" : "hover:bg-theme-surface"}`}
            >
              {/* The typed words in bold: escaped text plus <em>, read back through the allow-list. */}
              <InlineHtml html={emphasizeQueryWords(suggestion.title, query)} />
            </li>
          ))}
        </ul>
        <div role="status" className="sr-only">
          {isAnnouncing ? t("suggestionCount", { count: suggestions.length }) : ""}
        </div>
      </form>
    </div>
  );
}
