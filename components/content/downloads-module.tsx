import { getLocale, getTranslations } from "next-intl/server";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { fileLink } from "@/lib/content/file-link";
import { formatFileSize } from "@/lib/format/number-format";

import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";

type DownloadsModuleProps = Extract<ModuleFieldsFragment, { __typename: "DownloadsModule" }>;

export async function DownloadsModule({
  module,
  context,
}: {
  module: DownloadsModuleProps;
  context: ModuleContext;
}) {
  const [t, language] = await Promise.all([getTranslations("Modules"), getLocale()]);
  return (
    <ModuleSection title={module.title} isFirst={context.isFirst} frame="prose">
      <ul className="divide-y divide-steel-200 border-y border-steel-200">
        {module.files.map((file) => {
          const link = fileLink(file, language, { download: true });
          const details =
            link.size === null
              ? link.extension
              : t("fileDetails", {
                  extension: link.extension,
                  size: formatFileSize(link.size, language),
                });
          return (
            <li key={file.id} className="flex items-center justify-between gap-4 py-3">
              <a
                href={link.url}
                download
                className="font-semibold text-signal-600 underline"
                aria-label={t("download", { name: link.name })}
              >
                {link.name}
              </a>
              <span className="text-sm text-steel-700">{details}</span>
            </li>
          );
        })}
      </ul>
    </ModuleSection>
  );
}
