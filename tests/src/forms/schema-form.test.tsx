// The Fluent theme through SchemaForm, on the small forms: labels with the required mark, the
// password's show/hide button, the timing of errors and the summary after a failed submit.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { forgotPasswordForm, type ForgotPasswordValues } from '../../../src/forms/definitions/forgot-password';
import { resetPasswordForm, type ResetPasswordValues } from '../../../src/forms/definitions/reset-password';
import { resetPasswordRules } from '../../../src/forms/account-rules';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { renderFeature } from '../features/saved-searches/harness';
import { fillIn } from './type-into';

function ResetForm({ onSubmit }: { onSubmit(values: ResetPasswordValues): void }) {
  const [values, setValues] = useState<ResetPasswordValues>({});
  return (
    <SchemaForm<ResetPasswordValues>
      {...resetPasswordForm}
      formData={values}
      rules={resetPasswordRules}
      validateOn="blur"
      onChange={setValues}
      onSubmit={onSubmit}
    />
  );
}

function ForgotForm({ onSubmit }: { onSubmit(values: ForgotPasswordValues): void }) {
  const [values, setValues] = useState<ForgotPasswordValues>({});
  return (
    <SchemaForm<ForgotPasswordValues>
      {...forgotPasswordForm}
      formData={values}
      validateOn="submit"
      onChange={setValues}
      onSubmit={onSubmit}
    />
  );
}

describe('SchemaForm with the Fluent theme', () => {
  it('marks required fields and shows or hides a password', async () => {
    const { user } = renderFeature(<ResetForm onSubmit={() => {}} />);
    const password = await screen.findByLabelText(/^New password/);
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password', pressed: true })).toBeInTheDocument();
  });

  it('on blur: shows a field error once the field is left, one message at a time', async () => {
    const submitted = vi.fn();
    const { user } = renderFeature(<ResetForm onSubmit={submitted} />);
    const password = await screen.findByLabelText(/^New password/);
    await fillIn(user, password, '123');
    expect(screen.queryByText('Must contain more than 5 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Must contain more than 5 characters')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Must contain more than 5 characters');

    await fillIn(user, password, '456');
    await fillIn(user, screen.getByLabelText(/^Confirm password/), '123450');
    await user.tab();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('on submit: says nothing before a submit, then the summary and each field, and focuses the first', async () => {
    const submitted = vi.fn();
    const { user } = renderFeature(<ForgotForm onSubmit={submitted} />);
    const email = await screen.findByLabelText(/^Email/);
    await user.click(email);
    await user.tab();
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(screen.getByText('Required field')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(submitted).not.toHaveBeenCalled();

    await fillIn(user, email, 'someone');
    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    // the field is filled: the summary is for missing fields only
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();

    await fillIn(user, email, '@seri.example');
    expect(screen.queryByText('Required field')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(submitted).toHaveBeenCalledWith({ email: 'someone@seri.example' });
  });
});
