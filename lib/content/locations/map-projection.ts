/** The map's frame: the whole width of the globe, latitudes 80° N to 60° S (no one lives further). */
export const MAP_WIDTH = 720;
const NORTH = 80;
const SOUTH = -60;
export const MAP_HEIGHT = Math.round((MAP_WIDTH * (NORTH - SOUTH)) / 360);

/** Equirectangular projection of WGS 84 degrees into the map's frame, clamped to it. */
export function project(latitude: number, longitude: number): { x: number; y: number } {
  const lat = Math.min(NORTH, Math.max(SOUTH, latitude));
  const lon = Math.min(180, Math.max(-180, longitude));
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    x: round(((lon + 180) / 360) * MAP_WIDTH),
    y: round(((NORTH - lat) / (NORTH - SOUTH)) * MAP_HEIGHT),
  };
}

/** A closed SVG path through [longitude, latitude] points. */
export function outlinePath(points: ReadonlyArray<readonly [number, number]>): string {
  return (
    points
      .map(([lon, lat], index) => {
        const { x, y } = project(lat, lon);
        return `${index === 0 ? "M" : "L"}${x} ${y}`;
      })
      .join("") + "Z"
  );
}
