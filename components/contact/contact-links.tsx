import { getTranslations } from "next-intl/server";

/** A person's e-mail address and phone number, each a line with its label, as links to write or call. */
export async function ContactLinks({
  email,
  phone,
}: {
  email: string | null;
  phone: string | null;
}) {
  const t = await getTranslations("ContactLinks");
  return (
    <>
      {email ? (
        <p>
          {t("email")}:{" "}
          <a className="text-theme-link underline" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      ) : null}
      {phone ? (
        <p>
          {t("phone")}:{" "}
          <a className="text-theme-link underline" href={`tel:${phone.replace(/\s+/g, "")}`}>
            {phone}
          </a>
        </p>
      ) : null}
    </>
  );
}
