import type { AccessChange } from "@/lib/portal/user-admin/access-change";

/** What a dialog reports after success: the back end's answer and the sentence to show. */
export type ChangeDone = (change: AccessChange, text: string) => void;
