import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { dismissExpired } from '../../stores/session';
import TabsterKept from '../../ui/keep-tabster';
import { saveReturnPath } from '../return-path';
import { LOGIN_PATH } from '../../../shared/routes/route-table';

/**
 * Seed 000 §2: shown while the session-expired flag is set (a refresh refused after the user had
 * been signed in); it goes when a session request succeeds and cannot be dismissed otherwise.
 */
export function SessionExpiredDialog() {
  const intl = useIntl();
  const [path, navigate] = useLocation();
  const search = useSearch();

  const [open, setOpen] = useState(true);

  // The dialog closes first and the login page opens once it is gone: leaving while it was open left
  // the modal's aria-hidden on the page, which screen readers then could not reach.
  const logInAgain = () => {
    saveReturnPath(search ? `${path}?${search}` : path);
    setOpen(false);
  };
  // tabster gives the page back 250 ms after the modal goes unless disposed first, which the swap to
  // the login layout did when the dialog was its last holder (microsoft/tabster#530): kept below
  const closed = () => {
    dismissExpired();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <>
      <Dialog open={open} modalType="modal" surfaceMotion={{ onMotionFinish: (_, { direction }) => direction === 'exit' && closed() }}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'shell.sessionExpired.title' })}</DialogTitle>
            <DialogContent>{intl.formatMessage({ id: 'shell.sessionExpired.description' })}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={logInAgain}>
                {intl.formatMessage({ id: 'shell.sessionExpired.logIn' })}
              </Button>
              <Button onClick={() => window.location.reload()}>{intl.formatMessage({ id: 'common.reload' })}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {/* after the dialog: its effect joins the tabster the dialog's parts made */}
      <TabsterKept />
    </>
  );
}
