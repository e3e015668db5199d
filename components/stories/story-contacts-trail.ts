import { getTranslations } from "next-intl/server";

/** Stories > Contacts: the trail of the contacts page, which each author's page continues. */
export async function storyContactsTrail() {
  const t = await getTranslations("Stories");
  return [
    { title: t("title"), path: "/stories" },
    { title: t("contactsTitle"), path: "/stories/contacts" },
  ];
}
