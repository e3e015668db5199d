/**
 * How a form control is tied to its label, hint and error, for every form of the site: the public
 * forms and the portal's. Pure rules; components/ui/form-field.tsx draws them.
 */

export const CONTROL_CLASSES =
  "mt-1 block w-full rounded border border-theme-border bg-white px-3 py-2 disabled:cursor-not-allowed disabled:bg-theme-surface aria-[invalid=true]:border-red-700";

/** The ids that tie a control to its label, hint and error. */
export function fieldIds(formId: string, name: string) {
  return {
    control: `${formId}-${name}`,
    hint: `${formId}-${name}-hint`,
    error: `${formId}-${name}-error`,
  };
}

interface ControlState {
  /** The control shows a hint (its description, before any error). */
  hasHint?: boolean;
  /** The control may be left empty; every other control is announced as required. */
  isOptional?: boolean;
}

/** The accessibility attributes of a control: required unless optional, described by its hint and error. */
export function controlProps(
  formId: string,
  name: string,
  error?: string,
  { hasHint = false, isOptional = false }: ControlState = {},
) {
  const ids = fieldIds(formId, name);
  const describedBy = [hasHint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return {
    id: ids.control,
    "aria-required": isOptional ? undefined : true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
    className: CONTROL_CLASSES,
  };
}

export type ControlProps = ReturnType<typeof controlProps>;

/**
 * Where an error's text is in messages/. The rules name their errors by a key of the form's
 * namespace (the portal's) or by a whole message path (the public forms', no namespace).
 */
export function errorMessagePath(error: string, namespace?: string): string {
  return namespace ? `${namespace}.${error}` : error;
}
