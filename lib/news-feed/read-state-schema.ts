// The stored read state's shape, loaded only where a stored state is read
// (stores/validated-storage.ts), so zod does not ship with every page.
import * as z from "@/lib/validation/zod";

export const newsFeedReadStateSchema = z.object({
  lastReadId: z.nullable(z.string().check(z.maxLength(200))),
});
