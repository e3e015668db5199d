/** A location of the company with its machines, as the list's filters know it. */
interface LocationWithMachines {
  id: string;
  machines: readonly { id: string }[];
}

/** The machine filter offers the machines of the chosen location, or all of them. */
export function machineChoices<L extends LocationWithMachines>(
  locations: readonly L[],
  locationId: string | null,
): L["machines"][number][] {
  const chosen = locationId
    ? locations.filter((location) => location.id === locationId)
    : locations;
  return chosen.flatMap((location) => location.machines);
}

/** A machine stays chosen when it belongs to the newly chosen location (or to any, for "all"). */
export function machineAfterLocationChange(
  locations: readonly LocationWithMachines[],
  locationId: string | null,
  machineId: string | null,
): string | null {
  if (!machineId) return null;
  return machineChoices(locations, locationId).some((machine) => machine.id === machineId)
    ? machineId
    : null;
}
