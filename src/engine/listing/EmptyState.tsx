// No lots (or a listing that failed, seed 001 §8): say so and offer to reset the filters.
import { Button } from '@fluentui/react-button';
import { ArrowReset20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import styled from 'styled-components';
import { token } from '../../ui/theme';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${token('spacingVerticalM')};
  padding: ${token('spacingVerticalXXXL')} ${token('spacingHorizontalL')};
  text-align: center;
  color: ${token('colorNeutralForeground2')};
  background: ${token('colorNeutralBackground1')};
  border-radius: ${token('borderRadiusLarge')};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${token('fontSizeBase400')};
`;

/**
 * `message`: what is empty, 'No lots match your search.' unless a record table says otherwise; without
 * `onReset` (nothing filtered) there is nothing to reset.
 */
export function EmptyState({ message = 'listing.empty', onReset }: { message?: MessageId; onReset?(): void }) {
  const intl = useIntl();
  return (
    <Box>
      <Text>{intl.formatMessage({ id: message })}</Text>
      {onReset && (
        <Button appearance="primary" icon={<ArrowReset20Regular />} onClick={onReset}>
          {intl.formatMessage({ id: 'listing.resetFilter' })}
        </Button>
      )}
    </Box>
  );
}
