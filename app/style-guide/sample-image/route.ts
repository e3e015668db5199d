/** A neutral illustration for the style guide's module samples, so they need no content system. */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14305a"/><stop offset="1" stop-color="#9a5d27"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<g fill="none" stroke="#f6ebe1" stroke-width="14" stroke-linecap="round" opacity="0.7">
<path d="M-20 620 C 300 520, 520 760, 820 600 S 1350 420, 1620 560"/>
<path d="M-20 680 C 320 600, 560 820, 860 660 S 1380 500, 1620 620" stroke="#d5dae0"/>
</g>
<circle cx="1180" cy="300" r="120" fill="#f6ebe1" opacity="0.25"/>
</svg>`;

export const dynamic = "force-static";

export function GET() {
  return new Response(SVG, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
