import { ContactLinks } from "@/components/contact/contact-links";
import { PortraitImage } from "@/components/ui/portrait-image";
import { SmartLink } from "@/components/ui/smart-link";
import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import { resolveLink } from "@/lib/navigation/resolve-link";

import type { ModuleContext } from "./module-context";
import { ModuleHeading } from "./module-heading";

type ContactTeaserModuleProps = Extract<
  ModuleFieldsFragment,
  { __typename: "ContactTeaserModule" }
>;

export function ContactTeaserModule({
  module,
  context,
}: {
  module: ContactTeaserModuleProps;
  context: ModuleContext;
}) {
  const link = resolveLink(module.link, context.link);
  const contact = module.contact;
  // On copper-100, every theme's link colour reaches WCAG AA (at least 5:1); signal blue does not.
  return (
    <section className="bg-copper-100">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-[auto_1fr]">
        <PortraitImage asset={contact?.image} size={160} />
        <div>
          <ModuleHeading isFirst={context.isFirst} className="text-3xl font-bold tracking-tight">
            {module.title}
          </ModuleHeading>
          {module.text ? <p className="mt-2 max-w-2xl text-steel-700">{module.text}</p> : null}
          {contact ? (
            <address className="mt-4 not-italic">
              <p className="font-semibold">{contact.name}</p>
              {contact.position ? <p className="text-steel-700">{contact.position}</p> : null}
              <ContactLinks email={contact.email} phone={contact.phone} />
            </address>
          ) : null}
          {link ? (
            <SmartLink
              link={link}
              className="mt-5 inline-block rounded bg-navy-900 px-5 py-3 font-semibold text-white"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
