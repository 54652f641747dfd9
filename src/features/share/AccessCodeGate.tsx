// The share page's access-code gate (seed 001 §2): 'Access code', a 'Code' input and 'Show car'.
// A wrong code shows Errors.WrongCode; too many wrong ones lock the lot for a while (429).
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isApiError } from '../../api/client';
import { token } from '../../ui/theme';

const Form = styled.form`
  display: grid;
  gap: ${token('spacingVerticalM')};
  max-width: 360px;
  padding: ${token('spacingVerticalXL')} ${token('spacingHorizontalXL')};
  background: ${token('colorNeutralBackground1')};
  border-radius: ${token('borderRadiusLarge')};
  box-shadow: ${token('shadow4')};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('fontSizeBase500')};
  font-weight: ${token('fontWeightSemibold')};
`;

interface AccessCodeGateProps {
  pending: boolean;
  error: unknown;
  onSubmit(code: string): void;
}

function errorText(error: unknown): 'Errors.WrongCode' | 'share.tooManyAttempts' | 'share.failed' {
  if (isApiError(error, 403)) return 'Errors.WrongCode';
  if (isApiError(error, 429)) return 'share.tooManyAttempts';
  return 'share.failed';
}

export function AccessCodeGate({ pending, error, onSubmit }: AccessCodeGateProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <Form onSubmit={submit} aria-labelledby={headingId}>
      <Heading id={headingId}>{intl.formatMessage({ id: 'share.accessCode' })}</Heading>
      <Field
        label={intl.formatMessage({ id: 'share.accessCode' })}
        validationState={error ? 'error' : 'none'}
        validationMessage={error ? intl.formatMessage({ id: errorText(error) }) : undefined}
      >
        <Input
          value={code}
          placeholder={intl.formatMessage({ id: 'share.code' })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          onChange={(_, data) => setCode(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={pending || !code.trim()}>
        {intl.formatMessage({ id: 'share.showCar' })}
      </Button>
    </Form>
  );
}
