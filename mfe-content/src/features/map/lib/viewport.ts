/** Pan and zoom of the area map as pure functions of a viewport, so they are easy to test. */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 700;
const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

export interface Viewport {
  zoom: number;
  /** Centre of the view in map units. */
  cx: number;
  cy: number;
}

export const INITIAL_VIEWPORT: Viewport = { zoom: 1, cx: MAP_WIDTH / 2, cy: MAP_HEIGHT / 2 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the view inside the map at any zoom. */
function clampViewport({ zoom, cx, cy }: Viewport): Viewport {
  const z = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const halfW = MAP_WIDTH / z / 2;
  const halfH = MAP_HEIGHT / z / 2;
  return { zoom: z, cx: clamp(cx, halfW, MAP_WIDTH - halfW), cy: clamp(cy, halfH, MAP_HEIGHT - halfH) };
}

export function zoomBy(view: Viewport, factor: number): Viewport {
  return clampViewport({ ...view, zoom: view.zoom * factor });
}

/** Moves the view by a distance in map units. */
export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return clampViewport({ ...view, cx: view.cx + dx, cy: view.cy + dy });
}

export function focusOn(view: Viewport, x: number, y: number): Viewport {
  return clampViewport({ zoom: Math.max(view.zoom, 2), cx: x, cy: y });
}

export function viewBox(view: Viewport): string {
  const w = MAP_WIDTH / view.zoom;
  const h = MAP_HEIGHT / view.zoom;
  return `${view.cx - w / 2} ${view.cy - h / 2} ${w} ${h}`;
}

/** A point's position in map units from its percentages on the illustrated map. */
export function toMapUnits(point: { x: number; y: number }): { x: number; y: number } {
  return { x: (point.x / 100) * MAP_WIDTH, y: (point.y / 100) * MAP_HEIGHT };
}
