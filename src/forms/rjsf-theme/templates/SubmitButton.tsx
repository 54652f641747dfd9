// The form's primary button: its text from the UI schema (already translated by SchemaForm), off
// while SchemaForm says so, with a spinner while the call runs.
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { formContextOf } from '../../form-context';

export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const { submitDisabled, pending } = formContextOf(registry);
  return (
    <Button type="submit" appearance="primary" disabled={submitDisabled} icon={pending ? <Spinner size="tiny" /> : undefined}>
      {submitText}
    </Button>
  );
}
