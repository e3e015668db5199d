"use client";

import { useTranslations } from "next-intl";

import { CopyField } from "@/components/ui/copy-field";

/** A release's SHA-256, selectable, with a button that copies it. */
export function ChecksumField({ checksum, version }: { checksum: string; version: string }) {
  const t = useTranslations("WireFlow");
  return (
    <CopyField
      value={checksum}
      inputClassName="font-mono text-sm"
      texts={{
        label: t("checksum"),
        copy: t("copyChecksum"),
        copyLabel: t("copyChecksumLabel", { version }),
        copied: t("copied"),
        copyFailed: t("copyFailed"),
      }}
    />
  );
}
