import { Button } from '@fluentui/react-button';
import { ChevronRight20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../../ui/theme';

const Trigger = styled(Button)`
  width: 100%;
  justify-content: space-between;
  gap: ${token('spacingHorizontalM')};
`;

const Summary = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${token('colorNeutralForeground3')};
  font-weight: ${token('fontWeightRegular')};
`;

interface SubListTriggerProps {
  label: string;
  /** what is chosen now, or the 'any' text */
  summary: string;
  onOpen(): void;
  disabled?: boolean;
}

/** A filter row of the mobile drawer: its label and current choice; it opens the filter's sub-list. */
export function SubListTrigger({ label, summary, onOpen, disabled }: SubListTriggerProps) {
  const intl = useIntl();
  return (
    <Trigger
      aria-label={intl.formatMessage({ id: 'filters.tag.value' }, { filter: label, value: summary })}
      appearance="subtle"
      icon={<ChevronRight20Regular />}
      iconPosition="after"
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={onOpen}
    >
      <span>{label}</span>
      <Summary>{summary}</Summary>
    </Trigger>
  );
}
