import { serializeJsonLd } from "@/lib/seo/serialize-json-ld";

/** Structured data for search engines, serialized so that no text can break out of the script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
