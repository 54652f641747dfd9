import { afterEach, describe, expect, it } from 'vitest';
import { japanClock, japanDate, japanDateTimeAttribute, japanInstant, japanWallTime } from '../../shared/japan-time';

const machineZone = process.env.TZ;
/** Runs on a machine whose clock is in `zone` (Node reads TZ anew when it is set). */
const inZone = (zone: string) => {
  process.env.TZ = zone;
};

afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('Japan time (UTC+9 all year)', () => {
  it('is nine hours after UTC on the night a New York clock springs forward', () => {
    inZone('America/New_York');
    // 2025-03-09 02:00 New York time became 03:00; Japan's clock did not move
    const at = new Date('2025-03-08T17:04:40Z');
    expect(japanClock(at)).toEqual({ iso: '2025-03-09T02:04:40+09:00', time: '02:04:40' });
    expect(japanWallTime('2025-03-08T17:04:40Z')).toEqual({ date: '2025-03-09', time: '02:04' });
    expect(japanDate(new Date('2025-03-09T14:59:00Z'))).toBe('2025-03-09');
  });

  it('is nine hours after UTC on the night a New York clock falls back', () => {
    inZone('America/New_York');
    expect(japanClock(new Date('2024-11-02T23:47:30Z')).time).toBe('08:47:30');
    expect(japanWallTime('2024-11-03T05:30:00-01:00')).toEqual({ date: '2024-11-03', time: '15:30' });
  });

  it('turns a Japan wall time into the instant, whatever the machine zone', () => {
    for (const zone of ['Europe/Moscow', 'America/New_York', 'Asia/Tokyo', 'UTC']) {
      inZone(zone);
      expect(japanInstant('2025-10-26', '12:00').toISOString()).toBe('2025-10-26T03:00:00.000Z');
      expect(japanInstant('2025-03-09', '9:30').toISOString()).toBe('2025-03-09T00:30:00.000Z');
      expect(japanInstant('2025-01-01').toISOString()).toBe('2024-12-31T15:00:00.000Z');
    }
    expect(japanDateTimeAttribute('2025-01-10', '10:30')).toBe('2025-01-10T10:30+09:00');
  });

  it('knows text that is no time', () => {
    expect(japanWallTime('garbage')).toBeUndefined();
    expect(Number.isNaN(japanInstant('no date', '10:00').getTime())).toBe(true);
  });
});
