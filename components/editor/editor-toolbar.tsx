import { NextIntlClientProvider } from "next-intl";

import type { Stage } from "@/lib/editor/page-stage";
import { messagesFor } from "@/lib/i18n/messages";

import { LazyEditorToolbar } from "./lazy-editor-toolbar";

/**
 * Rendered by the site layout for signed-in editors only, so the editor texts travel with
 * editors' pages and never with the pages every visitor shares.
 */
export function EditorToolbar({
  stage,
  editorHref,
  language,
}: {
  stage: Stage;
  editorHref: string;
  language: string;
}) {
  const messages = messagesFor(language);
  return (
    <NextIntlClientProvider
      locale={language}
      messages={{ Editor: messages.Editor, Ui: messages.Ui }}
    >
      <LazyEditorToolbar stage={stage} editorHref={editorHref} />
    </NextIntlClientProvider>
  );
}
