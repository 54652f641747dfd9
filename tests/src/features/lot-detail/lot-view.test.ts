import { describe, expect, it } from 'vitest';
import { toLotView } from '../../../../src/engine/detail/lot-view';
import { bikeDetail, carDetail, machineryDetail } from './lot-fixtures';

const facts = (list: { id: string; value: unknown }[]) => Object.fromEntries(list.map((f) => [f.id, f.value]));

describe('toLotView', () => {
  it('reads a car lot: title, chassis, facts, sheet, note and bid state', () => {
    const lot = toLotView(carDetail({ common: { comment: 'Nice car', commentEditable: true } }));
    expect(lot).toMatchObject({
      kind: 'car',
      id: '41',
      title: 'Toyota Prius',
      chassis: 'ZVW30-1234567',
      lotNumber: '12345',
      auctionName: 'USS Tokyo',
      status: 4532,
      auctionSheet: '/images/sheets/41.svg',
      note: { comment: 'Nice car', editable: true },
      conditionReport: null,
    });
    expect(facts(lot.vehicleFacts)).toEqual({
      maker: 'Toyota',
      model: 'Prius',
      year: 2015,
      chassis: 'ZVW30-1234567',
      mileage: 85000,
      mileageNote: null,
    });
    expect(lot.specification.map((f) => f.id)).toEqual([
      'grade',
      'color',
      'engineCC',
      'transmission',
      'drive',
      'horsePower',
      'equipment',
      'info',
    ]);
    expect(lot.bidInfo?.startPrice).toBe(500000);
  });

  it('splits condition-report videos on # and keeps a report only when it has something', () => {
    const lot = toLotView(carDetail({ common: { videos: '/v/1.mp4#/v/2.mp4#', reportEntries: ['A - scratch'], ratings: null } }));
    expect(lot.conditionReport).toEqual({ videos: ['/v/1.mp4', '/v/2.mp4'], entries: ['A - scratch'], ratings: null });
    const empty = { engine: [], electro: [], exterior: [], front: [], rear: [], chassis: [] };
    expect(toLotView(carDetail({ common: { ratings: empty } })).conditionReport).toBeNull();
  });

  it('reads the USS allowance only when the answer has one', () => {
    expect(toLotView(carDetail({ common: { isUss: true }, ussCounter: { ussLimit: 3 } }))).toMatchObject({ isUss: true, ussLimit: 3 });
    expect(toLotView(carDetail()).ussLimit).toBeUndefined();
  });

  it('reads a bike lot: serial as chassis, mileage note, no condition report', () => {
    const lot = toLotView(bikeDetail());
    expect(lot).toMatchObject({ kind: 'bike', id: '77', title: 'Honda CB400', chassis: 'NC42-1001234', auctionSheet: null });
    expect(facts(lot.vehicleFacts)).toMatchObject({ serial: 'NC42-1001234', mileageNote: 'Meter replaced' });
    expect(lot.specification.map((f) => f.id)).toEqual(['grade', 'color', 'engineCC']);
  });

  it('reads a machinery lot: hours, grade only, never a sheet', () => {
    const lot = toLotView(machineryDetail());
    expect(lot).toMatchObject({ kind: 'machinery', title: 'Komatsu PC200', auctionSheet: null, allowDownloadPhotos: false });
    expect(facts(lot.vehicleFacts)).toMatchObject({ hours: 5400, mileage: null });
    expect(lot.specification.map((f) => f.id)).toEqual(['grade']);
  });

  it('reads a shared lot without a caller: no bid state', () => {
    const { bidInfo: _bid, wishList: _wish, ...shared } = carDetail();
    expect(toLotView(shared).bidInfo).toBeUndefined();
  });
});
