import { describe, expect, it } from 'vitest';
import {
  estimatedMilesFromCentre,
  serviceAreaCentre,
  serviceAreaStatus,
  serviceAreaTexts,
} from './service-area';

const text = (status: keyof typeof serviceAreaTexts) => `${serviceAreaTexts[status].label}: ${serviceAreaTexts[status].value}`;

describe('the service-area estimate', () => {
  it('is the degree distance from the Melbourne point times 69 miles', () => {
    expect(estimatedMilesFromCentre(serviceAreaCentre)).toBe(0);
    // One degree due north, then a 3-4-5 triangle of degrees.
    expect(estimatedMilesFromCentre({ latitude: 29.0836, longitude: -80.6081 })).toBeCloseTo(69, 6);
    expect(estimatedMilesFromCentre({ latitude: 28.0836 + 0.3, longitude: -80.6081 - 0.4 })).toBeCloseTo(34.5, 6);
  });

  it('serves Brevard County and not Orlando or Tampa', () => {
    expect(serviceAreaStatus({ latitude: 28.2639, longitude: -80.7214 })).toBe('inside'); // Viera
    expect(serviceAreaStatus({ latitude: 28.3200, longitude: -80.6076 })).toBe('inside'); // Cocoa Beach
    expect(serviceAreaStatus({ latitude: 28.5383, longitude: -81.3792 })).toBe('outside'); // Orlando, about 62 miles
    expect(serviceAreaStatus({ latitude: 27.9506, longitude: -82.4572 })).toBe('outside'); // Tampa
  });

  it('draws the line at 50 miles', () => {
    const north = (miles: number) => ({ latitude: serviceAreaCentre.latitude + miles / 69, longitude: serviceAreaCentre.longitude });
    expect(serviceAreaStatus(north(49.99))).toBe('inside');
    expect(serviceAreaStatus(north(50.01))).toBe('outside');
  });

  it('is unknown without a usable location', () => {
    expect(serviceAreaStatus(null)).toBe('unknown');
    expect(serviceAreaStatus(undefined)).toBe('unknown');
    expect(serviceAreaStatus({ latitude: Number.NaN, longitude: -80.6 })).toBe('unknown');
  });

  it('reads the texts of the specification', () => {
    expect(text('inside')).toBe('Serving your area: Melbourne/Brevard County area');
    expect(text('outside')).toBe('Service area: Outside service area');
    expect(text('unknown')).toBe('Service area: Melbourne & Brevard County');
  });
});
