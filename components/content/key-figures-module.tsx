import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { formatKeyFigure, type KeyFigurePart } from "@/lib/format/key-figure";

import type { ModuleContext } from "./module-context";
import { ModuleHeading } from "./module-heading";

type KeyFiguresModuleProps = Extract<ModuleFieldsFragment, { __typename: "KeyFiguresModule" }>;

/** The figure's pieces; a unit sits a little apart from the number on whichever side it is. */
function KeyFigureValue({ parts }: { parts: KeyFigurePart[] }) {
  return parts.map((part, index) =>
    part.isUnit ? (
      <span key={index} className={`${index > 0 ? "ml-1" : "mr-1"} text-2xl text-copper-500`}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}

export function KeyFiguresModule({
  module,
  context,
}: {
  module: KeyFiguresModuleProps;
  context: ModuleContext;
}) {
  const dark = module.theme === "Dark";
  return (
    <section className={dark ? "bg-navy-900 text-white" : "bg-steel-50"}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {module.title ? (
          <ModuleHeading
            isFirst={context.isFirst}
            className="mb-8 text-3xl font-bold tracking-tight"
          >
            {module.title}
          </ModuleHeading>
        ) : null}
        <dl className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {module.figures.map((figure) => (
            <div key={figure.id} className="flex flex-col-reverse">
              <dt className={dark ? "text-steel-200" : "text-steel-700"}>{figure.label}</dt>
              <dd className="text-4xl font-extrabold">
                <KeyFigureValue
                  parts={formatKeyFigure(figure.value, figure.unit, context.language)}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
