// The login form as a user finds it, and a server that signs the user in.
import { screen } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { anonymous, signedIn } from './fixtures';

/** Waits for the whole form: the auth shell loads on first use, the session dialog closes. */
export const loginForm = async () => {
  // the auth layout's chunk loads on first use, and the closing session dialog hides the page until it is gone
  const submit = await screen.findByRole('button', { name: 'Log in' }, { timeout: 10_000 });
  return { email: screen.getByLabelText('Email'), password: screen.getByLabelText('Password'), submit };
};

/** Anonymous until POST /auth succeeds, then the given session. */
export function loginServer(session = signedIn()) {
  const fetch = mockFetch(anonymous());
  fetch.use({
    'POST /auth': () => {
      fetch.use(session);
      return { body: { success: true, accessToken: 'a', refreshToken: 'r' } };
    },
  });
  return fetch;
}
