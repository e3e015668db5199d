/** The networks a page can be shared to by URL (spec 000 §2 share modal). */
type ShareNetwork = "email" | "linkedin" | "x" | "facebook" | "whatsapp";

export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  "email",
  "linkedin",
  "x",
  "facebook",
  "whatsapp",
];

/**
 * Where each network's share dialog is, for a page's title and absolute URL. Every value goes
 * through encodeURIComponent, so a title cannot add parameters of its own.
 */
export function shareLink(network: ShareNetwork, title: string, url: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case "email":
      return `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "x":
      return `https://x.com/intent/post?text=${t}&url=${u}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}
