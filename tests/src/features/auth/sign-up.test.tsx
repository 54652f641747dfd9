import { screen, waitFor } from '@testing-library/react';
import { mockFetch, type ApiRoutes } from '../../fetch-mock';
import { anonymous } from '../../fixtures';
import { renderApp } from '../../render';
import { fillIn } from '../../forms/type-into';

/** The reference API names the countries in the language asked for (692 English unless told). */
const countries: ApiRoutes = {
  'GET /site/get-country-list': ({ query }) =>
    query.get('language') === '693'
      ? {
          body: [
            { value: 392, label: 'Япония' },
            { value: 183, label: 'Российская Федерация' },
          ],
        }
      : {
          body: [
            { value: 183, label: 'Russian Federation' },
            { value: 392, label: 'Japan' },
          ],
        },
};

async function fillSignUp(user: ReturnType<typeof renderApp>['user']) {
  await fillIn(user, await screen.findByLabelText(/^Full name/, {}, FIRST_RENDER), 'Ivan Petrov');
  await fillIn(user, screen.getByLabelText(/^Email/), 'new@seri.example');
  await fillIn(user, screen.getByLabelText(/^Mobile phone/), '+81 90 1234 5678');
  await user.click(screen.getByRole('combobox', { name: /^Country/ }));
  await user.click(await screen.findByRole('option', { name: 'Japan' }));
  await fillIn(user, screen.getByLabelText(/^City/), 'Osaka');
  await fillIn(user, screen.getByLabelText(/^Password/), 'secret1');
  await fillIn(user, screen.getByLabelText(/^Confirm password/), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

/** A whole form filled in a whole app: generous on a busy machine. */
const SLOW = 90_000;
/** The lazily loaded page is transformed on its first render. */
const FIRST_RENDER = { timeout: 30_000 };

describe('sign-up page', () => {
  it(
    'keeps Continue off while invalid, shows a field error once the field is left, and sends the form',
    async () => {
      const fetch = mockFetch({ ...anonymous(), ...countries });
      fetch.use({ 'POST /auth/signup': { body: { success: true } } });
      const { user } = renderApp({ path: '/auth/sign-up' });
      const name = await screen.findByLabelText(/^Full name/, {}, FIRST_RENDER);
      const submit = screen.getByRole('button', { name: 'Continue' });
      expect(submit).toBeDisabled();
      // the terms box is labelled once, by its own text and link
      expect(screen.getAllByText(/I accept the/)).toHaveLength(1);
      expect(screen.getByRole('checkbox', { name: 'I accept the terms of service' })).toBeInTheDocument();

      await user.click(name);
      await user.tab();
      expect(screen.getByText('Required field')).toBeInTheDocument();
      expect(name).toHaveAttribute('aria-invalid', 'true');

      await fillSignUp(user);
      expect(submit).toBeEnabled();
      await user.click(submit);

      expect(await screen.findByText(/We have sent a confirmation link to new@seri.example/)).toBeInTheDocument();
      expect(fetch.callsTo('POST /auth/signup')[0]!.body).toEqual({
        fullName: 'Ivan Petrov',
        referralCode: null,
        email: 'new@seri.example',
        mobile: '+81 90 1234 5678',
        country: 392,
        city: 'Osaka',
        password: 'secret1',
        confirmPassword: 'secret1',
        terms: true,
        language: 692,
      });
      expect(localStorage.getItem('sign-up-draft')).toBeNull();
    },
    SLOW,
  );

  it(
    'restores the draft without passwords, and puts 422 errors on their fields until they are edited',
    async () => {
      localStorage.setItem('sign-up-draft', JSON.stringify({ fullName: 'Ivan Petrov', email: 'taken@seri.example', city: 'Osaka' }));
      const fetch = mockFetch({ ...anonymous(), ...countries });
      fetch.use({
        'POST /auth/signup': {
          status: 422,
          body: { success: false, message: { email: 'This email address is already registered', telephone: 'Invalid phone number' } },
        },
      });
      const { user } = renderApp({ path: '/auth/sign-up' });
      expect(await screen.findByLabelText(/^Full name/, {}, FIRST_RENDER)).toHaveValue('Ivan Petrov');
      expect(screen.getByLabelText(/^City/)).toHaveValue('Osaka');
      await fillIn(user, screen.getByLabelText(/^Mobile phone/), '+81 90 1234 5678');
      await user.click(screen.getByRole('combobox', { name: /^Country/ }));
      await user.click(await screen.findByRole('option', { name: 'Japan' }));
      await fillIn(user, screen.getByLabelText(/^Password/), 'secret1');
      await fillIn(user, screen.getByLabelText(/^Confirm password/), 'secret1');
      await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
      expect(JSON.parse(localStorage.getItem('sign-up-draft')!)).not.toHaveProperty('password');
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByText('This email address is already registered')).toBeInTheDocument();
      expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
      await fillIn(user, screen.getByLabelText(/^Email/), 'x');
      expect(screen.queryByText('This email address is already registered')).not.toBeInTheDocument();
      expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a 429 as the mail-limit banner and keeps the form',
    async () => {
      const fetch = mockFetch({ ...anonymous(), ...countries });
      fetch.use({
        'POST /auth/signup': {
          status: 429,
          body: { success: false, message: 'Too many e-mails were requested.', messageCode: 'TooManyMails' },
        },
      });
      const { user } = renderApp({ path: '/auth/sign-up' });
      await fillSignUp(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Too many e-mails were requested. Please wait an hour and try again.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveValue('new@seri.example');
    },
    SLOW,
  );

  it(
    'starts with Russian Federation and the Russian rules when the language is Russian',
    async () => {
      localStorage.setItem('language', '693');
      mockFetch({ ...anonymous(), ...countries });
      const { user } = renderApp({ path: '/auth/sign-up' });
      const name = await screen.findByLabelText(/^ФИО/, {}, FIRST_RENDER);
      // the form asks for the countries as it shows (start-up no longer asks before the first screen)
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Страна/ })).toHaveValue('Российская Федерация'));
      // Fluent's own name of the expand button is English ('Open')
      expect(screen.getByRole('button', { name: 'Открыть список: Страна' })).toBeInTheDocument();
      await fillIn(user, name, 'Иван Петров');
      await user.type(screen.getByLabelText(/^Мобильный телефон/), '9123');
      expect(screen.getByLabelText(/^Мобильный телефон/)).toHaveValue('+7 (912) 3');
      await user.tab();
      expect(screen.getByText('Укажите фамилию, имя и отчество')).toBeInTheDocument();
      expect(screen.getByText('Введите номер полностью: +7 (999) 999-99-99')).toBeInTheDocument();
    },
    SLOW,
  );
});
