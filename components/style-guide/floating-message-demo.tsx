"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { FlashMessage } from "@/components/ui/flash-message";

/** Shows a floating flash message on demand, so its timeout can be watched. */
export function FloatingMessageDemo({
  buttonLabel,
  title,
  text,
}: {
  buttonLabel: string;
  title: string;
  text: string;
}) {
  const [shownAt, setShownAt] = useState<number | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setShownAt(Date.now())}>
        {buttonLabel}
      </Button>
      {shownAt === null ? null : (
        // A new key restarts the message, and its timer, on every click.
        <FlashMessage
          key={shownAt}
          floating
          type="success"
          title={title}
          text={text}
          onHide={() => setShownAt(null)}
        />
      )}
    </>
  );
}
