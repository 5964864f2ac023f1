import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatLongDay,
  formatTime,
  formatTimeRange,
  localDayKey,
  timeZoneLabel,
  viewerTimeZone,
} from './viewer-time';

describe('viewer time (slot and order times are shown in the browser’s zone)', () => {
  // India is 5:30 ahead of UTC with no daylight saving: a slot at 20:00 UTC falls on the next day there.
  beforeAll(() => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('labels the browser’s own zone by default', () => {
    // ICU may give India's zone by its older name.
    expect(viewerTimeZone()).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    expect(timeZoneLabel()).toBe(`${viewerTimeZone()} (GMT+5:30)`);
  });

  it('puts an instant on the day it falls on in the viewer’s zone, not in UTC', () => {
    expect(localDayKey('2026-11-27T20:00:00.000Z')).toBe('2026-11-28');
    expect(localDayKey('2026-11-27T18:00:00.000Z')).toBe('2026-11-27');
  });

  it('shows a time and a time range in the viewer’s zone', () => {
    expect(formatTime('2026-11-27T13:00:00.000Z')).toBe('18:30');
    expect(formatTimeRange('2026-11-27T13:00:00.000Z', '2026-11-27T14:30:00.000Z')).toBe('18:30 – 20:00');
  });

  it('names the day in full', () => {
    expect(formatLongDay('2026-11-27T20:00:00.000Z')).toBe('Saturday, 28 November 2026');
    expect(formatLongDay('2026-11-27')).toBe('Friday, 27 November 2026');
  });
});

describe('timeZoneLabel', () => {
  it('adds the short offset to the zone’s name, following daylight saving', () => {
    expect(timeZoneLabel('Asia/Kolkata', new Date('2026-11-27T12:00:00Z'))).toBe('Asia/Kolkata (GMT+5:30)');
    expect(timeZoneLabel('Europe/Berlin', new Date('2026-07-01T12:00:00Z'))).toBe('Europe/Berlin (CEST)');
    expect(timeZoneLabel('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('Europe/Berlin (CET)');
  });

  it('does not repeat a zone whose short name is itself', () => {
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });
});
