import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { dismissExpired, sessionStore } from '../../stores/session';
import { saveReturnPath } from '../return-path';
import { LOGIN_PATH } from '../route-table';

/**
 * Seed 000 §2: opens when the session-expired flag is set (a refresh refused after the user had been
 * signed in) and closes when a session request succeeds. It cannot be dismissed otherwise.
 */
export function SessionExpiredDialog() {
  const intl = useIntl();
  const { expired } = useSnapshot(sessionStore);
  const [path, navigate] = useLocation();
  const search = useSearch();

  const logInAgain = () => {
    saveReturnPath(search ? `${path}?${search}` : path);
    dismissExpired();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Dialog open={expired} modalType="modal">
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
