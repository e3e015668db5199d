"use client";

import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

import { ListSearchField, useListSearchText } from "./list-search-field";

/** One column on a phone, two on a tablet, four on a wide screen. */
export const FILTER_GRID = "grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2 lg:grid-cols-4";

/** What a list's search field says and does; the list's other filters are the form's children. */
interface ListSearch {
  id: string;
  texts: { label: string; hint: string; button: string };
  /** The text the list applies now (from the address). */
  appliedText: string;
  maxLength: number;
  onApply: (text: string) => void;
}

/** The search of a list whose filter holds the applied text, as `text`. */
export function filterTextSearch(
  filter: { text: string },
  onChange: (change: { text: string }) => void,
): Pick<ListSearch, "appliedText" | "onApply"> {
  return { appliedText: filter.text, onApply: (text) => onChange({ text }) };
}

interface ListFilterFormProps {
  /** The form's name: its own label, or the id of the heading that names it. */
  name: { label: string } | { labelledBy: string };
  search: ListSearch;
  className?: string;
  children?: ReactNode;
}

/**
 * A portal list's filter form: a search landmark whose text field comes first. The text applies
 * when submitted (Enter or the button), so a half-typed word neither loads a page nor fills the
 * history; the children (choices) apply at once.
 */
export function ListFilterForm({ name, search, className, children }: ListFilterFormProps) {
  const { text, setText, submit } = useListSearchText(search.appliedText, search.onApply);
  return (
    <form
      role="search"
      aria-label={"label" in name ? name.label : undefined}
      aria-labelledby={"labelledBy" in name ? name.labelledBy : undefined}
      onSubmit={submit}
      className={className}
    >
      <ListSearchField
        id={search.id}
        label={search.texts.label}
        hint={search.texts.hint}
        buttonLabel={search.texts.button}
        value={text}
        maxLength={search.maxLength}
        onChange={setText}
      />
      {children}
    </form>
  );
}

/** The button that clears a list's filters, in the grid cell the form gives it. */
export function ListFilterReset({
  label,
  onReset,
  className,
}: {
  label: string;
  onReset: () => void;
  className: string;
}) {
  return (
    <div className={className}>
      <Button type="button" variant="secondary" onClick={onReset}>
        {label}
      </Button>
    </div>
  );
}
