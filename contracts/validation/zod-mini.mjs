import { config } from "zod/mini";

// The browser's validation (stored basket, cart and choices; the comparison data; the portal's
// forms) uses zod's tree-shakable "mini" build, imported as
// `import * as z from "@/lib/validation/zod"` so the bundler keeps only what is used: the classic
// build put 400 kB of JavaScript on every page. Zod compiles its parsers with `new Function()`
// where it may; the site's Content-Security-Policy forbids eval, and in the browser even zod's
// probe for it is reported as a violation. Plain JavaScript, so rules shared with the local
// stand-ins (contracts/portal/tickets/ticket-input-rules.mjs) get the same set-up.
config({ jitless: true });

export * from "zod/mini";
