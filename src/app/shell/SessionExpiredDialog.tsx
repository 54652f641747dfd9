import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { dismissExpired } from '../../stores/session';
import { saveReturnPath } from '../return-path';
import { LOGIN_PATH } from '../../../shared/routes/route-table';

/** The element index.html renders the app into, which a modal hides from screen readers. */
const APP_ROOT_ID = 'root';

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
  const closed = () => {
    // tabster lifts the modal's aria-hidden from the page 250 ms after a modal goes; the login
    // layout's swap must not drop that pending update (microsoft/tabster#530), so it waits for it: a
    // timer alone lost the race when the login page's files loaded quickly
    const page = document.getElementById(APP_ROOT_ID);
    const logIn = () => {
      dismissExpired();
      navigate(LOGIN_PATH, { replace: true });
    };
    if (!page?.hasAttribute('aria-hidden')) return logIn();
    const lifted = new MutationObserver(() => {
      if (page.hasAttribute('aria-hidden')) return;
      lifted.disconnect();
      logIn();
    });
    lifted.observe(page, { attributes: true, attributeFilter: ['aria-hidden'] });
  };

  return (
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
  );
}
