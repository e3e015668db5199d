"use client";

import { storyFeedbackSchema } from "@/contracts/forms/story-feedback-rules.mjs";

import { type LeadField, LeadForm } from "./lead-form";
import type { BotProtectionSettings } from "./load-bot-script";

const ROWS: readonly (LeadField | readonly LeadField[])[] = [
  [
    { name: "firstName", kind: "text", autoComplete: "given-name" },
    { name: "lastName", kind: "text", autoComplete: "family-name" },
  ],
  [
    { name: "company", kind: "text", autoComplete: "organization" },
    { name: "country", kind: "text", autoComplete: "country-name" },
  ],
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
