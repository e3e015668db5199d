// The one way in to zod for the product (see contracts/validation/zod-mini.mjs for why it is the "mini" build).
export * from "@/contracts/validation/zod-mini.mjs";
