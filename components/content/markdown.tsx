import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";

import { SmartLink } from "@/components/ui/smart-link";
import { TableScrollBox } from "@/components/ui/table-scroll-box";
import { isMailOrPhone } from "@/lib/navigation/classify-target";
import { type LinkContext, resolveTarget } from "@/lib/navigation/resolve-link";

/**
 * CMS rich text. react-markdown renders no raw HTML, so content cannot inject markup; links to
 * in-site paths get the current locale and site.
 */
export function Markdown({
  markdown,
  linkContext,
}: {
  markdown: string;
  linkContext: LinkContext;
}) {
  return (
    <div className="prose-ferrion">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={{
          table: ({ children }) => (
            <TableScrollBox>
              <table>{children}</table>
            </TableScrollBox>
          ),
          a: ({ href, children }) => {
            const link = href ? resolveTarget(href, null, linkContext) : null;
            return link ? (
              <SmartLink
                link={link}
                // A mail or phone link opens the visitor's app, not an empty tab.
                newTab={link.kind === "browser" && !isMailOrPhone(link.href)}
                className="text-signal-600 underline"
              >
                {children}
              </SmartLink>
            ) : (
              <>{children}</>
            );
          },
        }}
      >
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
