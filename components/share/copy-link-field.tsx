"use client";

import { useTranslations } from "next-intl";

import { CopyField } from "@/components/ui/copy-field";

/** The page's address, selectable, with a button that copies it and says whether it worked. */
export function CopyLinkField({ url }: { url: string }) {
  const t = useTranslations("Share");
  return (
    <CopyField
      value={url}
      texts={{
        label: t("linkLabel"),
        copy: t("copy"),
        copied: t("copied"),
        copyFailed: t("copyFailed"),
      }}
    />
  );
}
