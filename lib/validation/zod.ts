// The one way in to zod for the product (see zod-mini.mjs for why it is the "mini" build).
export * from "./zod-mini.mjs";
