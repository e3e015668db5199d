export type Stage = "DRAFT" | "PUBLISHED";

export interface StageChoice {
  stage: Stage;
  /** What the response does with the stage cookie. */
  cookie: "set-draft" | "clear" | "keep";
}

function asStage(value: string | null | undefined): Stage | null {
  return value === "DRAFT" || value === "PUBLISHED" ? value : null;
}

/**
 * Spec 000 §4: the editor chooses the stage to load, PUBLISHED by default. `?stage=DRAFT` or
 * `?stage=PUBLISHED` switches and is remembered in a cookie; only a signed-in editor ever gets
 * DRAFT, whatever the query or the cookie say.
 */
export function chooseStage({
  isEditor,
  query,
  cookie,
}: {
  isEditor: boolean;
  query: string | null;
  cookie: string | undefined;
}): StageChoice {
  const asked = asStage(query);
  const remembered = asStage(cookie);
  if (!isEditor) return { stage: "PUBLISHED", cookie: remembered ? "clear" : "keep" };
  if (asked === "DRAFT")
    return { stage: "DRAFT", cookie: remembered === "DRAFT" ? "keep" : "set-draft" };
  if (asked === "PUBLISHED") return { stage: "PUBLISHED", cookie: remembered ? "clear" : "keep" };
  return { stage: remembered ?? "PUBLISHED", cookie: "keep" };
}
