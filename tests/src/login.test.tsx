import { screen, within } from '@testing-library/react';
import { loginForm, loginServer } from './auth-helpers';
import { deferredReply, mockFetch } from './fetch-mock';
import { anonymous, profile, signedIn } from './fixtures';
import { renderApp } from './render';

describe('login page', () => {
  it('validates on submit and keeps the button disabled until the form is fixed', async () => {
    mockFetch(anonymous());
    const { user } = renderApp({ path: '/auth/login' });
    const { email, password, submit } = await loginForm();

    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(submit).toBeDisabled();

    await user.type(email, 'not-an-email');
    await user.type(password, '123');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    // one rule, one message: 6 characters are enough, as on sign-up, reset and the profile
    expect(screen.getByText('Must contain more than 5 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(email);
    await user.type(email, 'client@seri.example');
    await user.type(password, '456');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.queryByText(/Must contain more than/)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('sends the credentials and disables the button while the request is pending', async () => {
    const fetch = mockFetch(anonymous());
    const pending = deferredReply();
    fetch.use({ 'POST /auth': pending.handler });
    const { user } = renderApp({ path: '/auth/login' });
    const { email, password, submit } = await loginForm();

    await user.type(email, 'client@seri.example');
    await user.type(password, 'client123');
    await user.click(submit);

    expect(submit).toBeDisabled();
    expect(fetch.callsTo('POST /auth')[0]!.body).toEqual({ email: 'client@seri.example', password: 'client123' });
    pending.release({ status: 401, body: { success: false, message: 'No', messageCode: 'invalid_credentials' } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it.each([
    ['invalid_credentials', 401, 'Incorrect username or password'],
    ['invalid_user', 403, 'Invalid user'],
    ['something_else', 500, 'Something went wrong'],
  ])('shows the translated failure %s in a red box', async (messageCode, status, text) => {
    const fetch = mockFetch(anonymous());
    fetch.use({ 'POST /auth': { status, body: { success: false, message: 'failed', messageCode } } });
    const { user, currentPath } = renderApp({ path: '/auth/login' });
    const { email, password, submit } = await loginForm();

    await user.type(email, 'client@seri.example');
    await user.type(password, 'wrong-password');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(currentPath()).toBe('/auth/login');
  });

  const LABELS = {
    en: { language: undefined, email: 'Email', password: 'Password', submit: 'Log in' },
    ru: { language: '693', email: 'Электронная почта', password: 'Пароль', submit: 'Войти' },
  } as const;

  it.each([
    ['en', { 'Retry-After': '840' }, 'Too many failed logins. Please try again in 14 minutes.'],
    ['en', {}, 'Too many failed logins. Please try again later.'],
    ['ru', { 'Retry-After': '300' }, 'Слишком много неудачных попыток входа. Попробуйте снова через 5 минут.'],
    ['ru', { 'Retry-After': '1260' }, 'Слишком много неудачных попыток входа. Попробуйте снова через 21 минуту.'],
  ] as const)('shows a lock-out (429 too_many_attempts) in %s with the wait it was told', async (locale, headers, text) => {
    const labels = LABELS[locale];
    if (labels.language) localStorage.setItem('language', labels.language);
    const fetch = mockFetch(anonymous());
    fetch.use({ 'POST /auth': { status: 429, headers, body: { success: false, message: 'Too many', messageCode: 'too_many_attempts' } } });
    const { user } = renderApp({ path: '/auth/login' });

    await user.type(await screen.findByLabelText(labels.email), 'client@seri.example');
    await user.type(screen.getByLabelText(labels.password), 'client123');
    await user.click(screen.getByRole('button', { name: labels.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('switches the interface to the account’s language after login', async () => {
    loginServer(signedIn(profile({ language: 693 })));
    const { user } = renderApp({ path: '/auth/login' });
    const { email, password, submit } = await loginForm();

    await user.type(email, 'client@seri.example');
    await user.type(password, 'client123');
    await user.click(submit);

    const menu = await screen.findByRole('navigation', { name: 'Главное меню' });
    expect(within(menu).getByRole('link', { name: 'Мои ставки' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /меню профиля$/i })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('693');
  });

  it('shows the company’s login notice and links to sign-up and password recovery', async () => {
    mockFetch(anonymous());
    renderApp({ path: '/auth/login', config: { loginNotice: { en: 'Bidding closes at 17:00', ru: 'Торги до 17:00' } } });
    await loginForm();

    expect(screen.getByText('Bidding closes at 17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/sign-up');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});
