import { LineDrawing } from "@/components/ui/line-drawing";
import type { PartPicture as PartPictureName } from "@/lib/parts-cart/sample-parts";

const PATHS: Record<PartPictureName, string[]> = {
  blade: ["M4 18L14 4h6L10 18z", "M8 18h8"],
  crimp: ["M6 4h12v6l-6 4-6-4z", "M12 14v6"],
  seal: ["M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16z", "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"],
  roller: ["M8 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z", "M16 12a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"],
  guide: ["M3 10h18v4H3z", "M7 10v4", "M17 10v4"],
  sensor: ["M5 5h14v14H5z", "M9 12h6", "M12 9v6"],
};

/** A drawn stand-in for a part photo (decorative: the name is next to it). */
export function PartPicture({ name }: { name: PartPictureName }) {
  return (
    <span className="flex size-14 shrink-0 items-center justify-center rounded bg-steel-50 text-steel-700">
      <LineDrawing size={32} strokeWidth={1.5} strokeLinecap="butt">
        {PATHS[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </LineDrawing>
    </span>
  );
}
