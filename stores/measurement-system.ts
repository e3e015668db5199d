"use client";

import { create } from "zustand";
import { persist } from "zustand/middleware";

import type { MeasurementSystem } from "@/lib/measurement/measurement-system";

import { validatedStorage } from "./validated-storage";

/** Local storage key of the visitor's chosen measurement system (spec 001 §4). */
const MEASUREMENT_SYSTEM_KEY = "ferrion.measurement-system";

interface MeasurementState {
  /** The remembered choice; null until the visitor picks one. */
  choice: MeasurementSystem | null;
  choose: (system: MeasurementSystem) => void;
  /** The country's default, handed over by the layout after hydration; never persisted. */
  countryDefault: MeasurementSystem | null;
  setCountryDefault: (system: MeasurementSystem | null) => void;
}

export const useMeasurementStore = create<MeasurementState>()(
  persist(
    (set) => ({
      choice: null,
      choose: (system) => set({ choice: system }),
      countryDefault: null,
      setCountryDefault: (system) => set({ countryDefault: system }),
    }),
    {
      name: MEASUREMENT_SYSTEM_KEY,
      storage: validatedStorage(
        () =>
          import("@/lib/measurement/measurement-choice-schema").then(
            (module) => module.measurementChoiceSchema,
          ),
        "measurement system",
      ),
      partialize: (state) => ({ choice: state.choice }),
      merge: (stored, current) => ({
        ...current,
        // Reading a stored choice waits for its check: a choice made meanwhile is the newer one.
        choice:
          current.choice ??
          (stored as { choice?: MeasurementSystem | null } | undefined)?.choice ??
          null,
      }),
      skipHydration: true,
    },
  ),
);
