/** The react-query keys of the wire-flow screens. */
export const wireFlowQueryKeys = {
  all: ["wireFlow"] as const,
  releases: () => [...wireFlowQueryKeys.all, "releases"] as const,
};
