"use client";

import { type ReactNode, type RefObject, useId } from "react";

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, closes on Escape and puts
 * the rest of the page out of reach. Open it with `ref.current.showModal()`. The first focusable
 * element gets the focus, so put the safe choice (Cancel) first or give it `autoFocus`.
 */
export function ModalDialog({
  ref,
  title,
  description,
  children,
  onClose,
  className = "max-w-md",
}: {
  ref: RefObject<HTMLDialogElement | null>;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Called however the dialog closes (button, Escape). */
  onClose?: () => void;
  className?: string;
}) {
  const id = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={onClose}
      className={`m-auto w-[calc(100%-2rem)] rounded p-6 shadow-xl backdrop:bg-black/50 ${className}`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {description ? (
        <div id={`${id}-description`} className="mt-2">
          {description}
        </div>
      ) : null}
      {children}
    </dialog>
  );
}
