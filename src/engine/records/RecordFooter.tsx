// Below a record list: its pages and the 'Show N' choice, the listings' own controls.
import { useMemo } from 'react';
import styled from 'styled-components';
import { token } from '../../ui/theme';
import type { ListSchema } from '../list-params';
import { PageSizeMenu } from '../listing/PageSizeMenu';
import { Pagination } from '../listing/Pagination';
import type { RecordParamsControl } from './use-record-params';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  margin-top: ${token('spacingVerticalL')};
`;

export function RecordFooter<K extends string>({ listId, control, total, pageSizes }: { listId: string; control: RecordParamsControl<K>; total: number; pageSizes: readonly number[] }) {
  // what the page-size menu reads of a list: its id and page sizes
  const schema = useMemo<ListSchema>(() => ({ id: listId, filters: [], sort: [], pageSizes: [...pageSizes], defaultPageSize: pageSizes[0] ?? 20 }), [listId, pageSizes]);
  return (
    <Footer>
      <Pagination state={control.listState} total={total} onChange={control.onListStateChange} />
      <PageSizeMenu schema={schema} state={control.listState} onChange={(next) => control.setPageSize(next.pageSize)} />
    </Footer>
  );
}
