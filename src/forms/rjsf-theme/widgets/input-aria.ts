// The accessibility attributes every input of the theme carries: invalid while its error shows, and
// described by that error.
import { errorId, type WidgetProps } from '@rjsf/utils';

export function inputAria(props: Pick<WidgetProps, 'id' | 'rawErrors'>) {
  const invalid = Boolean(props.rawErrors?.length);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId(props.id) : undefined,
  };
}

/** rjsf keeps an emptied text field as undefined (not ''), so `required` catches it. */
export const emptyAsUndefined = (value: string): string | undefined => (value === '' ? undefined : value);
