import { ContactLinks } from "@/components/contact/contact-links";
import { AppLink } from "@/components/ui/app-link";
import { PortraitImage } from "@/components/ui/portrait-image";
import type { StoryContact } from "@/lib/content/stories/get-story-contacts";
import { localizePath, type PathPrefix } from "@/lib/navigation/localize-path";

/** An author with portrait, position and contact details; the name leads to the author page. */
export function StoryContactCard({
  contact,
  prefix,
  linkToAuthor = true,
  headingLevel = 3,
}: {
  contact: StoryContact;
  prefix: PathPrefix;
  linkToAuthor?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div data-testid="story-contact" className="flex gap-4 rounded-lg border border-steel-200 p-5">
      <PortraitImage asset={contact.image} size={96} />
      <div className="min-w-0">
        <Heading className="text-lg font-bold text-navy-900">
          {linkToAuthor ? (
            <AppLink
              href={localizePath(`/stories/contacts/${contact.slug}`, prefix)}
              className="hover:underline"
            >
              {contact.name}
            </AppLink>
          ) : (
            contact.name
          )}
        </Heading>
        {contact.position ? <p className="text-steel-700">{contact.position}</p> : null}
        <address className="mt-2 text-sm not-italic">
          <ContactLinks email={contact.email} phone={contact.phone} />
        </address>
      </div>
    </div>
  );
}
