import type { BodyArea, BodyView } from '@pt/contracts';

/**
 * The drawing of the body chart: each area of `bodyAreas` is a rounded shape of a segmented figure
 * (160 × 360 units per view). Paired areas are given for the left half of the picture and mirrored.
 * A front view faces the viewer, so the patient's right side is on the left of the picture.
 */
export const figureWidth = 160;
export const figureHeight = 360;
/** The part of a picture the figure fills (its arms reach from x 27 to 133). */
export const figureViewBox = { x: 20, width: 120 };

export type Shape =
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; r: number };

const rect = (x: number, y: number, width: number, height: number, r = 7): Shape => ({ kind: 'rect', x, y, width, height, r });

const common: Record<string, Shape> = {
  head: { kind: 'ellipse', cx: 80, cy: 29, rx: 17, ry: 21 },
  neck: rect(71, 51, 18, 12, 4),
  shoulder: rect(38, 63, 21, 19, 9),
  'upper-arm': rect(35, 84, 16, 42),
  elbow: rect(33, 128, 16, 14),
  forearm: rect(31, 144, 15, 38),
  hand: rect(27, 184, 17, 27, 8),
  knee: rect(61, 245, 16, 20),
};

const shapes: Record<BodyView, Record<string, Shape>> = {
  front: {
    ...common,
    chest: rect(61, 64, 38, 44, 8),
    abdomen: rect(62, 110, 36, 38, 8),
    hip: rect(60, 150, 19, 25),
    thigh: rect(60, 177, 18, 66, 8),
    shin: rect(62, 267, 14, 62),
    foot: rect(58, 331, 19, 22),
  },
  back: {
    ...common,
    'shoulder-blade': rect(61, 64, 18, 32),
    'mid-back': rect(61, 98, 38, 24),
    'lower-back': rect(61, 124, 38, 24),
    buttock: rect(60, 150, 19, 27, 8),
    thigh: rect(60, 179, 18, 64, 8),
    calf: rect(62, 267, 14, 62),
    heel: rect(59, 331, 18, 22),
  },
};

const mirror = (shape: Shape): Shape =>
  shape.kind === 'ellipse' ? { ...shape, cx: figureWidth - shape.cx } : { ...shape, x: figureWidth - shape.x - shape.width };

/** Whether the area is drawn on the right half of its picture. */
const onRightOfPicture = (area: BodyArea) => (area.view === 'front' ? area.side === 'left' : area.side === 'right');

export function shapeOf(area: BodyArea): Shape {
  const shape = shapes[area.view][area.shape];
  if (!shape) throw new Error(`No drawing for the body area ${area.id}`);
  return area.side !== 'centre' && onRightOfPicture(area) ? mirror(shape) : shape;
}

/** The middle of a shape, where its mark's letter goes. */
export function centreOf(shape: Shape): { x: number; y: number } {
  return shape.kind === 'ellipse' ? { x: shape.cx, y: shape.cy } : { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
}

/** Which side of the patient each edge of a picture shows. */
export const pictureSides: Record<BodyView, { left: string; right: string }> = {
  front: { left: 'Right', right: 'Left' },
  back: { left: 'Left', right: 'Right' },
};
