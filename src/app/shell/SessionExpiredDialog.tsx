import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { dismissExpired } from '../../stores/session';
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

  const logInAgain = () => {
    saveReturnPath(search ? `${path}?${search}` : path);
    dismissExpired();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Dialog open modalType="modal">
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
