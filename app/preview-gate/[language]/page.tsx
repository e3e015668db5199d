import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PasswordForm } from "@/components/editor/password-form";
import { passwordFormTexts } from "@/components/editor/password-form-texts";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ language: string }>;
}): Promise<Metadata> {
  const { language } = await params;
  const t = await getTranslations({ locale: language, namespace: "PreviewGate" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** Spec 001 §4: the protected area's password form; a correct password unlocks the whole site. */
export default async function PreviewGatePage({
  params,
}: {
  params: Promise<{ language: string }>;
}) {
  const { language } = await params;
  const t = await getTranslations({ locale: language, namespace: "PreviewGate" });
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight">{t("title")}</h1>
      <p>{t("intro")}</p>
      <PasswordForm
        endpoint="/api/preview-password"
        field="password"
        autoFocus
        texts={passwordFormTexts(t, { submit: t("submit"), submitting: t("submitting") })}
      />
    </div>
  );
}
