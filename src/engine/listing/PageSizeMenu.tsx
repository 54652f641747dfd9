// 'Show N': the page sizes the page type offers (seed 000 §9); the pick is stored per page type.
import { Button } from '@fluentui/react-button';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { setPageSize, type ListState, type ListSchema } from '../../../shared/list/list-params';
import { PopupOnDemand } from '../../ui/PopupOnDemand';

const loadPageSizeMenuList = () => import('./PageSizeMenuList');
const PageSizeMenuList = lazy(loadPageSizeMenuList);

export interface PageSizeMenuProps {
  schema: ListSchema;
  state: ListState;
  onChange(next: ListState): void;
}

export function PageSizeMenu({ schema, state, onChange }: PageSizeMenuProps) {
  const intl = useIntl();
  const show = (size: number) => intl.formatMessage({ id: 'listing.pageSize.show' }, { size });
  return (
    <PopupOnDemand
      preload={loadPageSizeMenuList}
      popup="menu"
      trigger={<Button>{show(state.pageSize)}</Button>}
      render={(trigger) => (
        <PageSizeMenuList
          sizes={schema.pageSizes}
          current={state.pageSize}
          label={show}
          pick={(size) => onChange(setPageSize(state, schema, size))}
          trigger={trigger}
        />
      )}
    />
  );
}
