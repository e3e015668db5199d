import { buttonClasses } from "@/components/ui/button-classes";
import { FlashMessage } from "@/components/ui/flash-message";

interface ErrorPageLayoutProps {
  overline: string;
  title: string;
  /** The maintenance notice, shown as a static info message. */
  notice: string;
  homeLinkText: string;
  homeHref?: string;
}

/** The error page of spec 000 §2: overline, title, a static maintenance notice and a link home. */
export function ErrorPageLayout({
  overline,
  title,
  notice,
  homeLinkText,
  homeHref = "/",
}: ErrorPageLayoutProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <p className="font-semibold tracking-wider text-theme-highlight uppercase">{overline}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{title}</h1>
      <FlashMessage static type="info" text={notice} className="mt-6" />
      {/* A full page load, not a client navigation: the app itself may be what failed. */}
      <a href={homeHref} className={buttonClasses("primary", "mt-8")}>
        {homeLinkText}
      </a>
    </section>
  );
}
