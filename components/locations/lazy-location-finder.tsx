"use client";

import dynamic from "next/dynamic";

/**
 * The finder, rendered on the server as usual, with its code in a chunk of its own: the module
 * list names every module, so without this the list's script would travel with every content
 * page instead of only the pages that show it.
 */
export const LazyLocationFinder = dynamic(() =>
  import("./location-finder").then((module) => module.LocationFinder),
);
