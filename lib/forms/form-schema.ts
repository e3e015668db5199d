/** One problem of a field, its message a path of messages/ ("SupportRequest.emailInvalid"). */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** A public form's rules, the same the browser checks with (message paths of messages/). */
export interface FormSchema {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Record<string, unknown> }
    | { success: false; error: { issues: readonly FieldIssue[] } };
}
