// The stored measurement choice's shape, loaded only where a stored choice is read
// (stores/validated-storage.ts), so zod does not ship with every page.
import * as z from "@/lib/validation/zod";

export const measurementChoiceSchema = z.object({
  choice: z.nullable(z.enum(["Metric", "Imperial"])),
});
