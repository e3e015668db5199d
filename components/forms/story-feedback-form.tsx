"use client";

import { storyFeedbackSchema } from "@/contracts/forms/story-feedback-rules.mjs";

import { COMPANY_ROW, type LeadField, LeadForm, NAME_ROW } from "./lead-form";
import type { BotProtectionSettings } from "./load-bot-script";

const ROWS: readonly (LeadField | readonly LeadField[])[] = [
  NAME_ROW,
  COMPANY_ROW,
  { name: "message", kind: "textarea" },
];

/** Spec 001 §2 stories: the editorial feedback form, a lead carrying the story's slug. */
export function StoryFeedbackForm({
  botProtection,
  story,
}: {
  botProtection: BotProtectionSettings;
  story: string;
}) {
  return (
    <LeadForm
      form="story-feedback"
      schema={storyFeedbackSchema}
      namespace="StoryFeedback"
      rows={ROWS}
      fixed={{ story }}
      botProtection={botProtection}
    />
  );
}
