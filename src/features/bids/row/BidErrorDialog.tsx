// Seed 000 §8: a failed price or adjustment update opens a dialog at the bottom of the screen for
// that bid, titled Errors.DefaultTitle with Errors.DefaultDescription; Close forgets the error.
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../../schemas/api/bids';
import { token } from '../../../ui/theme';
import { closeBidError } from './bid-edit-actions';
import { useBidRow } from './use-bid-row';

const BottomSurface = styled(DialogSurface)`
  && {
    margin-bottom: ${token('spacingVerticalXXL')};
    margin-top: auto;
  }
`;

export function BidErrorDialog({ bid }: { bid: BidRow }) {
  const intl = useIntl();
  const { edit } = useBidRow(bid);
  return (
    <Dialog open={edit.failed} modalType="alert" onOpenChange={(_event, data) => !data.open && closeBidError(bid.bidId)}>
      <BottomSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage({ id: 'Errors.DefaultTitle' })}</DialogTitle>
          <DialogContent>{intl.formatMessage({ id: 'Errors.DefaultDescription' })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => closeBidError(bid.bidId)}>
              {intl.formatMessage({ id: 'bidRow.close' })}
            </Button>
          </DialogActions>
        </DialogBody>
      </BottomSurface>
    </Dialog>
  );
}
