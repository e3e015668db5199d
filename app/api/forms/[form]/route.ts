import { formSubmissionDeps } from "@/lib/forms/form-submission-deps";
import { handleFormSubmission } from "@/lib/forms/handle-form-submission";

/**
 * A public form's submission (docs/forms.md): JSON in, 201 with the
 * reference out; 400 naming each invalid field, 403 bot check, 409, 413, 415, 429, 503.
 */
export async function POST(request: Request, { params }: RouteContext<"/api/forms/[form]">) {
  const { form } = await params;
  return handleFormSubmission(request, form, formSubmissionDeps());
}
