// The counters of table-page responses: the bid tables' [{status, count}] as they come, the purchases'
// statusList [{value, counter}] through the schema's counterFields.
import { describe, expect, it } from 'vitest';
import { loadTablePages } from '../../../schemas/meta/load-table-pages';
import { countersOf } from '../../../src/engine/table/counters';

const page = (id: string) => loadTablePages().find((p) => p.id === id)!;

describe('table counters', () => {
  it('reads the bid tables’ counters with the default fields', () => {
    expect(
      countersOf(page('bids'), {
        counters: [
          { status: 'All', count: 7 },
          { status: 3, count: 2 },
        ],
      }),
    ).toEqual([
      { status: 'All', count: 7 },
      { status: '3', count: 2 },
    ]);
  });

  it('reads the purchases’ statusList through counterFields', () => {
    const response = {
      statusList: [
        { value: 0, label: 'Processing', counter: 4 },
        { value: 4, label: 'In transit', counter: 1 },
      ],
    };
    expect(countersOf(page('purchases'), response)).toEqual([
      { status: '0', count: 4 },
      { status: '4', count: 1 },
    ]);
  });

  it('has none without a countersKey, a response or a list there', () => {
    expect(countersOf(page('payments'), { records: [] })).toBeUndefined();
    expect(countersOf(page('purchases'), undefined)).toBeUndefined();
    expect(countersOf(page('purchases'), { carsList: [] })).toBeUndefined();
  });
});
