// The login form as a user finds it, and a server that signs the user in.
import { screen } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { anonymous, signedIn } from './fixtures';

export const loginForm = async () => {
  const email = await screen.findByLabelText('Email');
  return { email, password: screen.getByLabelText('Password'), submit: screen.getByRole('button', { name: 'Log in' }) };
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
