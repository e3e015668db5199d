import { getTranslations } from "next-intl/server";

const FIELD =
  "mt-1 block w-full rounded border border-theme-muted bg-theme-bg px-3 py-2 text-theme-fg placeholder:text-theme-muted";

/** Form controls in one theme; ids carry the theme so every sample stays unique on the page. */
export async function InputSamples({ theme }: { theme: string }) {
  const t = await getTranslations("StyleGuide.inputs");
  const id = (name: string) => `${theme}-${name}`;
  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor={id("name")} className="font-semibold">
          {t("name")}
        </label>
        <input id={id("name")} name="name" autoComplete="name" className={FIELD} />
      </div>
      <div>
        <label htmlFor={id("email")} className="font-semibold">
          {t("email")}
        </label>
        <input
          id={id("email")}
          type="email"
          name="email"
          defaultValue="anna.keller@"
          aria-invalid="true"
          aria-describedby={id("email-error")}
          className={`${FIELD} border-2 border-[#b3261e]`}
        />
        <p id={id("email-error")} className="mt-1 text-sm font-semibold text-[#b3261e]">
          {t("emailError")}
        </p>
      </div>
      <div>
        <label htmlFor={id("country")} className="font-semibold">
          {t("country")}
        </label>
        <select id={id("country")} name="country" className={FIELD} defaultValue="CH">
          <option value="CH">{t("countryCH")}</option>
          <option value="DE">{t("countryDE")}</option>
          <option value="US">{t("countryUS")}</option>
        </select>
      </div>
      <div>
        <label htmlFor={id("message")} className="font-semibold">
          {t("message")}
        </label>
        <textarea id={id("message")} name="message" rows={3} className={FIELD} />
      </div>
      <fieldset>
        <legend className="font-semibold">{t("measurement")}</legend>
        <div className="mt-1 flex gap-6">
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="measurement"
              value="Metric"
              defaultChecked
              className="size-4 accent-(--theme-accent)"
            />
            {t("metric")}
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="measurement"
              value="Imperial"
              className="size-4 accent-(--theme-accent)"
            />
            {t("imperial")}
          </label>
        </div>
      </fieldset>
      <label className="inline-flex items-center gap-2">
        <input type="checkbox" name="newsletter" className="size-4 accent-(--theme-accent)" />
        {t("newsletter")}
      </label>
      <div>
        <label htmlFor={id("disabled")} className="font-semibold">
          {t("disabled")}
        </label>
        <input
          id={id("disabled")}
          disabled
          value={t("disabledValue")}
          readOnly
          className={`${FIELD} cursor-not-allowed opacity-60`}
        />
      </div>
    </div>
  );
}
