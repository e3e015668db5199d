"use client";

import { useEffect } from "react";

import { inOwnTask } from "@/lib/client/in-own-task";
import { MEASUREMENT_ATTRIBUTE } from "@/lib/measurement/measurement-visibility";
import type { MeasurementSystem } from "@/lib/measurement/measurement-system";
import { useMeasurementStore } from "@/stores/measurement-system";

import { useMeasurementSystem } from "./use-measurement-system";

/**
 * Reads the remembered measurement system after hydration and writes the one in force to <html>,
 * where CSS shows the matching specifications (see measurement-visibility.ts).
 */
export function MeasurementSync({ countryDefault }: { countryDefault: MeasurementSystem | null }) {
  const setCountryDefault = useMeasurementStore((state) => state.setCountryDefault);
  const { system } = useMeasurementSystem(countryDefault);

  useEffect(() => {
    // Read the stored choice before anything sets state: persist writes on every change, and an
    // earlier write would overwrite the remembered choice with the empty initial one.
    return inOwnTask(
      () =>
        void Promise.resolve(useMeasurementStore.persist.rehydrate()).then(() =>
          setCountryDefault(countryDefault),
        ),
    );
  }, [countryDefault, setCountryDefault]);

  useEffect(() => {
    document.documentElement.setAttribute(MEASUREMENT_ATTRIBUTE, system);
  }, [system]);

  return null;
}
