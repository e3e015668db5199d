import type { FieldIssue, FormSchema } from "./form-schema";

/**
 * A form's rules whose messages are keys of one namespace of messages/ ("emailInvalid", as the
 * rules of contracts/forms/ name them) as the platform wants them: message paths
 * ("ServiceRequest.emailInvalid"), so the route's 400 names each field's text in the
 * submission's language.
 */
export function namespacedSchema(schema: unknown, namespace: string): FormSchema {
  const rules = schema as FormSchema;
  return {
    safeParse(input) {
      const result = rules.safeParse(input);
      if (result.success) return result;
      const issues: FieldIssue[] = result.error.issues.map((issue) => ({
        path: issue.path,
        message: `${namespace}.${issue.message}`,
      }));
      return { success: false, error: { issues } };
    },
  };
}
