import { describe, expect, it } from 'vitest';
import { loadPageTypes } from '../../../schemas/meta/load-page-types';
import { visibleColumns } from '../../../shared/page-types/page-type-settings';

const cars = loadPageTypes().find((p) => p.id === 'car-auction')!;

describe('visible columns', () => {
  it('are the schema columns without settings', () => {
    expect(visibleColumns(cars, 'default').map((c) => c.id)).toEqual(cars.views.table.columns.map((c) => c.id));
  });

  it('follow the configured ids and order, dropping the others', () => {
    const ids = visibleColumns(cars, 'default', { enabled: true, columns: { table: ['year', 'photo'] } }).map((c) => c.id);
    expect(ids).toEqual(['year', 'photo']);
  });
});
