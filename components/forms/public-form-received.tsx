"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";

/**
 * What replaces a public form once it is received: the form's success text, the reference the
 * service desk gave it and a way back to an empty form. It takes the focus, which was on the form
 * that is gone.
 */
export function PublicFormReceived({
  title,
  reference,
  onSendAnother,
  children,
}: {
  title: string;
  reference: string;
  onSendAnother: () => void;
  /** Anything the form adds below its success text (a download link). */
  children?: ReactNode;
}) {
  const t = useTranslations("PublicForms");
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded border-l-4 border-green-700 bg-green-50 p-4 text-green-950"
    >
      <p className="font-semibold">{title}</p>
      {children}
      <p className="mt-2">{t("reference", { reference })}</p>
      <Button variant="secondary" className="mt-4" onClick={onSendAnother}>
        {t("sendAnother")}
      </Button>
    </div>
  );
}
