import type { ReactNode } from "react";

import { Icon } from "@/components/ui/icon";

/** The title bar of the site's panels and its share dialog: the title, and the button that closes. */
export function DialogHeader({
  titleId,
  title,
  closeLabel,
  onClose,
}: {
  /** The dialog's `aria-labelledby` points here. */
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-steel-200 px-5 py-4">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="rounded p-1 hover:bg-steel-50"
      >
        <Icon name="close" size={24} />
      </button>
    </div>
  );
}
