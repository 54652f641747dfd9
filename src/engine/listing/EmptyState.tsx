// No lots (or a listing that failed, seed 001 §8): say so and offer to reset the filters.
import { Button } from '@fluentui/react-button';
import { ArrowReset20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
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

export function EmptyState({ onReset }: { onReset(): void }) {
  const intl = useIntl();
  return (
    <Box>
      <Text>{intl.formatMessage({ id: 'listing.empty' })}</Text>
      <Button appearance="primary" icon={<ArrowReset20Regular />} onClick={onReset}>
        {intl.formatMessage({ id: 'listing.resetFilter' })}
      </Button>
    </Box>
  );
}
