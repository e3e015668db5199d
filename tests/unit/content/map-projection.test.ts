import { describe, expect, it } from "vitest";

import {
  MAP_HEIGHT,
  MAP_WIDTH,
  outlinePath,
  project,
} from "@/lib/content/locations/map-projection";

describe("project (equirectangular, 80° N to 60° S)", () => {
  it.each([
    ["the top left corner", 80, -180, { x: 0, y: 0 }],
    ["the bottom right corner", -60, 180, { x: MAP_WIDTH, y: MAP_HEIGHT }],
    ["the equator at Greenwich", 0, 0, { x: MAP_WIDTH / 2, y: (80 / 140) * MAP_HEIGHT }],
    ["beyond the north edge, clamped", 89, 10, project(80, 10)],
    ["beyond the south edge, clamped", -85, 10, project(-60, 10)],
    ["a longitude past 180, clamped", 0, 200, project(0, 180)],
  ])("%s", (_name, lat, lon, expected) => {
    const point = project(lat, lon);
    expect(point.x).toBeCloseTo(expected.x, 0);
    expect(point.y).toBeCloseTo(expected.y, 0);
  });

  it("puts Dierikon east of Lyon and north of Querétaro", () => {
    const dierikon = project(47.097, 8.369);
    const lyon = project(45.733, 4.836);
    const queretaro = project(20.741, -100.447);
    expect(dierikon.x).toBeGreaterThan(lyon.x);
    expect(dierikon.y).toBeLessThan(queretaro.y);
  });

  it("draws a closed path through every point", () => {
    expect(
      outlinePath([
        [-180, 80],
        [180, -60],
      ]),
    ).toBe(`M0 0L${MAP_WIDTH} ${MAP_HEIGHT}Z`);
  });
});
