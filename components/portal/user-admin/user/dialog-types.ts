import type { AccessChangeFieldsFragment } from "@/graphql/generated/portal";

/** What a dialog reports after success: the back end's answer and the sentence to show. */
export type ChangeDone = (change: AccessChangeFieldsFragment, text: string) => void;
