/**
 * The service-area check of spec 000 sections 4 and 9: a fixed Melbourne point, a 50-mile radius,
 * and the distance estimated as the straight-line distance in degrees times 69 miles. A rough
 * estimate is enough to tell Brevard County from the rest of Florida.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const serviceAreaCentre: Coordinates = { latitude: 28.0836, longitude: -80.6081 };
export const serviceRadiusMiles = 50;
export const milesPerDegree = 69;

export type ServiceAreaStatus = 'inside' | 'outside' | 'unknown';

export function estimatedMilesFromCentre({ latitude, longitude }: Coordinates): number {
  const degrees = Math.hypot(latitude - serviceAreaCentre.latitude, longitude - serviceAreaCentre.longitude);
  return degrees * milesPerDegree;
}

/** Inside when within 50 miles; unknown when the browser gave no location (denied or unavailable). */
export function serviceAreaStatus(position: Coordinates | null | undefined): ServiceAreaStatus {
  if (!position || !Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) return 'unknown';
  return estimatedMilesFromCentre(position) <= serviceRadiusMiles ? 'inside' : 'outside';
}

/** What the indicator reads: `${label}: ${value}`. */
export const serviceAreaTexts: Record<ServiceAreaStatus, { label: string; value: string }> = {
  inside: { label: 'Serving your area', value: 'Melbourne/Brevard County area' },
  outside: { label: 'Service area', value: 'Outside service area' },
  unknown: { label: 'Service area', value: 'Melbourne & Brevard County' },
};
