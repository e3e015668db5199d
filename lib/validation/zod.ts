import { z } from "zod";

// Zod compiles its parsers with `new Function()` where it may; the site's Content-Security-Policy
// forbids eval, and in the browser even zod's probe for it is reported as a violation.
z.config({ jitless: true });

export { z };
