import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * The <img> next/image renders (same attributes, sizes and loader), without its client component:
 * a server component's image ships no script (issue 17). What it leaves out needs the browser:
 * blur placeholders and load callbacks, which no image here uses. A priority image (the first
 * hero's, a page's largest paint) is preloaded the way next/image preloads it, and asked for
 * before the page's scripts (`fetchpriority="high"`).
 */
export function StaticImage({ priority, ...imageProps }: ImageProps) {
  const { props } = getImageProps({
    ...imageProps,
    priority,
    fetchPriority: priority ? "high" : imageProps.fetchPriority,
  });
  if (priority) {
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, rendered here
  return <img {...props} alt={props.alt} data-nimg="1" />;
}
