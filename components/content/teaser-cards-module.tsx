import { CardImage } from "@/components/ui/card-image";
import { SmartLink } from "@/components/ui/smart-link";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { resolveLink } from "@/lib/navigation/resolve-link";

import type { ModuleContext } from "./module-context";
import { ModuleSection } from "./module-section";

type TeaserCardsModuleProps = Extract<ModuleFieldsFragment, { __typename: "TeaserCardsModule" }>;

export function TeaserCardsModule({
  module,
  context,
}: {
  module: TeaserCardsModuleProps;
  context: ModuleContext;
}) {
  return (
    <ModuleSection title={module.title} isFirst={context.isFirst} frame="grid">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {module.cards.map((card) => {
          const link = resolveLink(card.link, context.link);
          return (
            <li
              key={card.id}
              className="relative flex flex-col overflow-hidden rounded-lg border border-steel-200 bg-white shadow-sm"
            >
              <CardImage
                asset={card.image}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl font-bold">
                  {link ? (
                    <SmartLink link={link} className="after:absolute after:inset-0 hover:underline">
                      {card.title}
                    </SmartLink>
                  ) : (
                    card.title
                  )}
                </h3>
                {card.text ? <p className="mt-2 text-steel-700">{card.text}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </ModuleSection>
  );
}
