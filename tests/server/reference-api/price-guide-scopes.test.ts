// Which sold lots compare with a lot, and how the scope widens (issue #19 item 1): the statistics
// listing's own URL filters, the exact scope first, then one documented step at a time.
import { describe, expect, it } from 'vitest';
import { listingPageTypes, type ListingPageType } from '../../../server/reference-api/listing/page-types';
import { closeGrades, comparableScopes, mileageBand, type GuidedLot } from '../../../server/reference-api/price-guide/widening';

const statistics = (id: string) => listingPageTypes().get(id) as ListingPageType;

const prius: GuidedLot = { kind: 'car', makerId: 1, modelId: 7, modelCode: 'ZVW30', year: 2014, mileage: 50_000, grade: '4' };

describe('the comparable scopes of a lot', () => {
  it('start exact: maker, model, model code, year ±1, mileage ±20 %, the same grade, sold lots only', () => {
    const [exact] = comparableScopes(prius, statistics('stats'));
    expect(exact?.widened).toEqual([]);
    expect(exact?.criteria).toEqual({
      modelCode: 'ZVW30',
      yearFrom: 2013,
      yearTo: 2015,
      mileageFrom: 40_000,
      mileageTo: 60_000,
      grades: ['4'],
    });
    expect(exact?.query).toEqual({
      maker: '1',
      model: '7',
      chassis: 'ZVW30',
      condition: '4',
      status: '4533,4534',
      mileage: '40000,60000',
      year: '2013,2015',
    });
  });

  it('widen in the documented order, one thing at a time', () => {
    const scopes = comparableScopes(prius, statistics('stats'));
    expect(scopes.map((scope) => scope.widened.at(-1) ?? 'exact')).toEqual([
      'exact',
      'closeGrade',
      'wideMileage',
      'wideYears',
      'anyGrade',
      'anyMileage',
      'anyModelCode',
      'widestYears',
    ]);
    expect(scopes.map((scope) => scope.query)).toEqual([
      expect.objectContaining({ condition: '4', mileage: '40000,60000', year: '2013,2015', chassis: 'ZVW30' }),
      expect.objectContaining({ condition: '4.5,4,3.5', mileage: '40000,60000' }),
      expect.objectContaining({ condition: '4.5,4,3.5', mileage: '30000,70000', year: '2013,2015' }),
      expect.objectContaining({ mileage: '30000,70000', year: '2012,2016' }),
      expect.not.objectContaining({ condition: expect.anything() }),
      expect.not.objectContaining({ mileage: expect.anything() }),
      expect.not.objectContaining({ chassis: expect.anything() }),
      { maker: '1', model: '7', status: '4533,4534', year: '2011,2017' },
    ]);
    // each scope keeps the widenings before it
    expect(scopes.at(-1)?.widened).toEqual([
      'closeGrade',
      'wideMileage',
      'wideYears',
      'anyGrade',
      'anyMileage',
      'anyModelCode',
      'widestYears',
    ]);
  });

  it('leave out steps that change nothing: no mileage, a grade without close ones, no model code filter', () => {
    const scopes = comparableScopes({ ...prius, kind: 'bike', mileage: null, grade: '***' }, statistics('bike-stats'));
    expect(scopes.map((scope) => scope.widened.at(-1) ?? 'exact')).toEqual(['exact', 'wideYears', 'anyGrade', 'widestYears']);
    expect(scopes[0]?.criteria).toMatchObject({ modelCode: null, mileageFrom: null, mileageTo: null, grades: ['***'] });
    expect(scopes[0]?.query).toEqual({ maker: '1', model: '7', condition: '***', status: '4533,4534', year: '2013,2015' });
  });

  it('compare any grade when the lot has none', () => {
    const [exact] = comparableScopes({ ...prius, grade: '' }, statistics('stats'));
    expect(exact?.criteria.grades).toBeNull();
    expect(exact?.query).not.toHaveProperty('condition');
  });
});

describe('close grades', () => {
  it('are the grades within half a grade, S counting as 6', () => {
    expect(closeGrades('car', '4')).toEqual(['4.5', '4', '3.5']);
    expect(closeGrades('car', '5')).toEqual(['5', '4.5']);
    expect(closeGrades('car', 'S')).toEqual(['6', 'S']);
    expect(closeGrades('machinery', '5')).toEqual(['5', '4.5']);
  });

  it('are the repaired grades among themselves, and *** alone', () => {
    expect(closeGrades('car', 'RA')).toEqual(['R', 'RA', 'RB', 'R2', 'R?', 'WR']);
    expect(closeGrades('car', '***')).toEqual(['***']);
  });
});

describe('the mileage band', () => {
  it('spans the share of the mileage in whole thousands of km, at least the minimum, never below 0', () => {
    expect(mileageBand(100_000, { share: 0.2, atLeast: 5000 })).toEqual({ from: 80_000, to: 120_000 });
    expect(mileageBand(12_345, { share: 0.2, atLeast: 5000 })).toEqual({ from: 7000, to: 18_000 });
    expect(mileageBand(3000, { share: 0.4, atLeast: 10_000 })).toEqual({ from: 0, to: 13_000 });
  });
});
