import type { DocumentNode } from "graphql";

export function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((node) => node.kind === "OperationDefinition");
  return definition && "name" in definition && definition.name
    ? definition.name.value
    : "anonymous";
}
