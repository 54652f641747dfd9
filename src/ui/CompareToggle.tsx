// Picks a lot for comparison, or lets it go (issue #20). Light: it sits on every listing row, the
// first page people open (one icon, the brand colour when picked). A fifth lot cannot be picked: the
// button says why instead.
import { Button } from '@fluentui/react-button';
import { ColumnDoubleCompare20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { COMPARE_LIMIT, comparedLots, isCompared, toggleCompared } from '../stores/compare-lots';
import { token } from './theme';

const Toggle = styled(Button)`
  &&[aria-pressed='true'] {
    color: ${token('colorBrandForeground1')};
    background: ${token('colorBrandBackground2')};
  }
`;

interface CompareToggleProps {
  /** the page type's API name */
  type: string;
  lotId: string;
  /** with its words beside the icon (the lot page) */
  labelled?: boolean;
}

export function CompareToggle({ type, lotId, labelled = false }: CompareToggleProps) {
  const intl = useIntl();
  const { lots } = useSnapshot(comparedLots);
  const picked = isCompared(lots, type, lotId);
  const full = !picked && lots.length >= COMPARE_LIMIT;
  const name = intl.formatMessage({ id: full ? 'compare.toggle.full' : 'compare.toggle.add' }, { max: COMPARE_LIMIT });
  return (
    <Toggle
      appearance={labelled ? 'secondary' : 'transparent'}
      size={labelled ? 'medium' : 'small'}
      icon={<ColumnDoubleCompare20Regular />}
      aria-pressed={picked}
      aria-label={labelled ? undefined : name}
      title={full ? name : undefined}
      disabledFocusable={full}
      onClick={() => toggleCompared(type, lotId)}
    >
      {labelled ? name : undefined}
    </Toggle>
  );
}
