"use client";

import { useTranslations } from "next-intl";

import type { LocationEntry } from "@/lib/content/locations/location-filters";
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  outlinePath,
  project,
} from "@/lib/content/locations/map-projection";

import { CONTINENT_OUTLINES, outlinePoints } from "./continent-outlines";

const LAND = Object.values(CONTINENT_OUTLINES)
  .map((outline) => outlinePath(outlinePoints(outline)))
  .join("");
const MERIDIANS = [-150, -120, -90, -60, -30, 0, 30, 60, 90, 120, 150];
const PARALLELS = [60, 30, 0, -30];

/**
 * The shown locations on an inline world map (equirectangular), drawn from their coordinates:
 * no tile server, nothing loaded from outside. Each marker is named for assistive technology
 * and shows its name on hover.
 */
export function LocationsMap({ locations }: { locations: LocationEntry[] }) {
  const t = useTranslations("Locations");
  return (
    <figure className="mx-auto mt-6 max-w-4xl overflow-hidden rounded-lg border border-steel-200 bg-steel-50">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="group"
        aria-label={t("mapLabel")}
        className="block h-auto w-full"
      >
        <g aria-hidden="true">
          {MERIDIANS.map((lon) => {
            const { x } = project(0, lon);
            return (
              <line
                key={`m${lon}`}
                x1={x}
                x2={x}
                y1={0}
                y2={MAP_HEIGHT}
                className="stroke-steel-200"
                strokeWidth={0.5}
              />
            );
          })}
          {PARALLELS.map((lat) => {
            const { y } = project(lat, 0);
            return (
              <line
                key={`p${lat}`}
                x1={0}
                x2={MAP_WIDTH}
                y1={y}
                y2={y}
                className="stroke-steel-200"
                strokeWidth={0.5}
              />
            );
          })}
          <path d={LAND} className="fill-steel-200" />
        </g>
        {locations.map((location) => {
          const { x, y } = project(location.latitude, location.longitude);
          const label = t("marker", {
            company: location.companyName,
            city: location.city,
            country: location.countryName,
          });
          return (
            <circle
              key={location.id}
              cx={x}
              cy={y}
              r={4}
              role="img"
              aria-label={label}
              data-testid="location-marker"
              className={
                location.types.includes("Distributor")
                  ? "fill-navy-900 stroke-white"
                  : "fill-copper-600 stroke-white"
              }
              strokeWidth={1}
            >
              <title>{label}</title>
            </circle>
          );
        })}
      </svg>
    </figure>
  );
}
