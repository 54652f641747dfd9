// The list's Columns button; the chooser's dialog (ColumnChooserDialog) loads when it is first opened.
import { Button } from '@fluentui/react-button';
import { ColumnTriple20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import type { ColumnChoice } from '../../../shared/list/column-choice';
import { PopupOnDemand } from '../../ui/PopupOnDemand';

const loadColumnChooserDialog = () => import('./ColumnChooserDialog');
const ColumnChooserDialog = lazy(loadColumnChooserDialog);

export interface ColumnChooserProps {
  /** the page the arrangement is kept for (shared/list/column-choice.ts) */
  page: string;
  /** the columns the company shows on the page, in its order: id and heading's message id */
  allowed: readonly { id: string; label: string }[];
  choice: ColumnChoice;
}

export function ColumnChooser(props: ColumnChooserProps) {
  const intl = useIntl();
  return (
    <PopupOnDemand
      preload={loadColumnChooserDialog}
      popup="dialog"
      trigger={<Button icon={<ColumnTriple20Regular />}>{intl.formatMessage({ id: 'columns.open' })}</Button>}
      render={(trigger) => <ColumnChooserDialog {...props} trigger={trigger} />}
    />
  );
}
