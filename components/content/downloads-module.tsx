import { getTranslations } from "next-intl/server";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";

import type { ModuleContext } from "./module-context";
import { ModuleHeading } from "./module-heading";

type DownloadsModuleProps = Extract<ModuleFieldsFragment, { __typename: "DownloadsModule" }>;

function formatSize(bytes: number | null): string {
  if (!bytes) return "";
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export async function DownloadsModule({
  module,
  context,
}: {
  module: DownloadsModuleProps;
  context: ModuleContext;
}) {
  const t = await getTranslations("Modules");
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {module.title ? (
        <ModuleHeading isFirst={context.isFirst} className="mb-4 text-3xl font-bold tracking-tight">
          {module.title}
        </ModuleHeading>
      ) : null}
      <ul className="divide-y divide-steel-200 border-y border-steel-200">
        {module.files.map((file) => {
          const name = file.alternativeText ?? file.fileName;
          const extension = file.fileName.split(".").pop()?.toUpperCase() ?? "";
          return (
            <li key={file.id} className="flex items-center justify-between gap-4 py-3">
              <a
                href={file.url}
                download
                className="font-semibold text-signal-600 underline"
                aria-label={t("download", { name })}
              >
                {name}
              </a>
              <span className="text-sm text-steel-700">
                {t("fileDetails", { extension, size: formatSize(file.size) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
