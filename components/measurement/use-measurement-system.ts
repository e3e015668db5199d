"use client";

import {
  type MeasurementSystem,
  resolveMeasurementSystem,
} from "@/lib/measurement/measurement-system";
import { useMeasurementStore } from "@/stores/measurement-system";

/**
 * The measurement system in force and a way to change it (spec 001 §4). Pass the country's
 * default where the caller has it; otherwise the one the layout handed to the store is used.
 * Before the stored choice is read (and on the server) this is the default, so a server render
 * and the first client render agree.
 */
export function useMeasurementSystem(countryDefault?: MeasurementSystem | null) {
  const choice = useMeasurementStore((state) => state.choice);
  const storedDefault = useMeasurementStore((state) => state.countryDefault);
  const choose = useMeasurementStore((state) => state.choose);
  return {
    system: resolveMeasurementSystem(choice, countryDefault ?? storedDefault),
    choice,
    choose,
  };
}
