import { describe, expect, it } from "vitest";

import { controlProps, errorMessagePath, fieldIds } from "@/components/ui/form-field-rules";

describe("a form control's accessibility attributes", () => {
  it("ties the control to its label, hint and error by ids of its form and name", () => {
    expect(fieldIds("f1", "email")).toEqual({
      control: "f1-email",
      hint: "f1-email-hint",
      error: "f1-email-error",
    });
  });

  const cases: Array<[string, Parameters<typeof controlProps>, Record<string, unknown>]> = [
    [
      "a required control without error is required and valid, described by nothing",
      ["f", "email"],
      { "aria-required": true, "aria-invalid": undefined, "aria-describedby": undefined },
    ],
    [
      "an optional control is not announced as required",
      ["f", "phone", undefined, { isOptional: true }],
      { "aria-required": undefined },
    ],
    [
      "a control with an error is invalid and described by the error",
      ["f", "email", "SupportRequest.emailInvalid"],
      { "aria-invalid": true, "aria-describedby": "f-email-error" },
    ],
    [
      "a control with a hint is described by the hint",
      ["f", "machineId", undefined, { hasHint: true }],
      { "aria-invalid": undefined, "aria-describedby": "f-machineId-hint" },
    ],
    [
      "a control with a hint and an error is described by both, hint first",
      ["f", "machineId", "machineRequired", { hasHint: true }],
      { "aria-invalid": true, "aria-describedby": "f-machineId-hint f-machineId-error" },
    ],
  ];

  it.each(cases)("%s", (_, args, expected) => {
    const props = controlProps(...args);
    expect(props.id).toBe(`f-${args[1]}`);
    expect(props).toMatchObject(expected);
  });
});

describe("where an error's text is in the messages", () => {
  it("is the namespace's key when the form names its errors by key", () => {
    expect(errorMessagePath("subjectRequired", "TicketForms")).toBe("TicketForms.subjectRequired");
  });

  it("is the error itself when the rules name a whole message path", () => {
    expect(errorMessagePath("SupportRequest.emailInvalid")).toBe("SupportRequest.emailInvalid");
  });
});
