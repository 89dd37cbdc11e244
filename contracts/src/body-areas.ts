/**
 * The body chart of the intake form: named areas on a front and a back view, each marked with one
 * kind of symptom. "Right" and "left" are the patient's own sides.
 */

export const bodyViews = ['front', 'back'] as const;
export type BodyView = (typeof bodyViews)[number];
export const bodyViewLabels: Record<BodyView, string> = { front: 'Front', back: 'Back' };

export const symptomKinds = ['pain', 'numbness', 'tingling', 'stiffness'] as const;
export type SymptomKind = (typeof symptomKinds)[number];
export const symptomKindLabels: Record<SymptomKind, string> = { pain: 'Pain', numbness: 'Numbness', tingling: 'Tingling', stiffness: 'Stiffness' };

/** Regions group the list of areas beside the drawing. */
export const bodyRegions = ['head', 'arms', 'trunk', 'legs'] as const;
export type BodyRegion = (typeof bodyRegions)[number];
export const bodyRegionLabels: Record<BodyRegion, string> = {
  head: 'Head and neck',
  arms: 'Shoulders and arms',
  trunk: 'Chest, belly and back',
  legs: 'Hips and legs',
};

export interface BodyArea {
  id: string;
  view: BodyView;
  region: BodyRegion;
  /** The area's name, unique across both views: the label of its control in the list. */
  name: string;
  /** The patient's side, for the drawing (a front view shows the patient's right on the left). */
  side: 'right' | 'left' | 'centre';
  /** The shape it is drawn with (see the web's body chart). */
  shape: string;
}

const pair = (view: BodyView, region: BodyRegion, shape: string, name: (side: string) => string): BodyArea[] =>
  (['right', 'left'] as const).map((side) => ({
    id: `${view}-${side}-${shape}`,
    view,
    region,
    name: name(side === 'right' ? 'Right' : 'Left'),
    side,
    shape,
  }));
const one = (view: BodyView, region: BodyRegion, shape: string, name: string): BodyArea[] => [{ id: `${view}-${shape}`, view, region, name, side: 'centre', shape }];

export const bodyAreas: readonly BodyArea[] = [
  ...one('front', 'head', 'head', 'Head and face'),
  ...one('front', 'head', 'neck', 'Front of neck'),
  ...pair('front', 'arms', 'shoulder', (s) => `${s} shoulder (front)`),
  ...pair('front', 'arms', 'upper-arm', (s) => `${s} upper arm (front)`),
  ...pair('front', 'arms', 'elbow', (s) => `${s} elbow (front)`),
  ...pair('front', 'arms', 'forearm', (s) => `${s} forearm (front)`),
  ...pair('front', 'arms', 'hand', (s) => `${s} wrist and palm`),
  ...one('front', 'trunk', 'chest', 'Chest'),
  ...one('front', 'trunk', 'abdomen', 'Abdomen'),
  ...pair('front', 'legs', 'hip', (s) => `${s} hip and groin`),
  ...pair('front', 'legs', 'thigh', (s) => `${s} thigh (front)`),
  ...pair('front', 'legs', 'knee', (s) => `${s} knee (front)`),
  ...pair('front', 'legs', 'shin', (s) => `${s} shin`),
  ...pair('front', 'legs', 'foot', (s) => `${s} ankle and foot`),
  ...one('back', 'head', 'head', 'Back of head'),
  ...one('back', 'head', 'neck', 'Back of neck'),
  ...pair('back', 'arms', 'shoulder', (s) => `${s} shoulder (back)`),
  ...pair('back', 'arms', 'upper-arm', (s) => `${s} upper arm (back)`),
  ...pair('back', 'arms', 'elbow', (s) => `${s} elbow (back)`),
  ...pair('back', 'arms', 'forearm', (s) => `${s} forearm (back)`),
  ...pair('back', 'arms', 'hand', (s) => `${s} back of hand`),
  ...pair('back', 'trunk', 'shoulder-blade', (s) => `${s} shoulder blade`),
  ...one('back', 'trunk', 'mid-back', 'Middle back'),
  ...one('back', 'trunk', 'lower-back', 'Lower back'),
  ...pair('back', 'legs', 'buttock', (s) => `${s} buttock`),
  ...pair('back', 'legs', 'thigh', (s) => `${s} back of thigh`),
  ...pair('back', 'legs', 'knee', (s) => `${s} back of knee`),
  ...pair('back', 'legs', 'calf', (s) => `${s} calf`),
  ...pair('back', 'legs', 'heel', (s) => `${s} heel and Achilles`),
];

export const bodyAreaIds = bodyAreas.map((a) => a.id) as [string, ...string[]];
const byId = new Map(bodyAreas.map((a) => [a.id, a]));
export const bodyAreaById = (id: string): BodyArea | undefined => byId.get(id);

/** Marked areas in the order of the chart (front first, head to feet), for lists and summaries. */
export function markedAreas(marks: Readonly<Record<string, SymptomKind | undefined>>): { area: BodyArea; kind: SymptomKind }[] {
  return bodyAreas.flatMap((area) => {
    const kind = marks[area.id];
    return kind ? [{ area, kind }] : [];
  });
}
