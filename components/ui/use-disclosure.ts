"use client";

import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

/**
 * A button that shows and hides a panel: Escape closes it and puts focus back on the button, a
 * click outside closes it, and with `closeOnFocusOut` so does tabbing away (for small pop-ups).
 */
export function useDisclosure({ closeOnFocusOut = false }: { closeOnFocusOut?: boolean } = {}) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const isInside = event.target instanceof Node && containerRef.current?.contains(event.target);
      if (!isInside) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [isOpen]);

  return {
    isOpen,
    close: () => setOpen(false),
    containerProps: {
      ref: containerRef,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "Escape" || !isOpen) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      },
      onBlur: (event: FocusEvent) => {
        // relatedTarget is null when a click lands on something that takes no focus (Safari does
        // not focus links); the outside-pointer listener handles clicks, so only real moves count.
        const next = event.relatedTarget;
        if (closeOnFocusOut && next && !event.currentTarget.contains(next)) setOpen(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": isOpen,
      "aria-controls": panelId,
      onClick: () => setOpen((open) => !open),
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
