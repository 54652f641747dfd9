// What SchemaForm tells its theme's templates and widgets through rjsf's formContext.
import type { Registry } from '@rjsf/utils';

export interface SchemaFormContext {
  /** a submit was tried: the error list summary may show */
  submitAttempted: boolean;
  /** a required field is empty (or the terms box unticked): what the summary speaks of, not server or format errors */
  requiredMissing: boolean;
  /** the submit button's state: off while invalid (when asked), blocked or pending */
  submitDisabled: boolean;
  pending: boolean;
  /** the interface language id (692, 693): the phone mask follows it */
  languageId: number;
}

export const formContextOf = (registry: Registry): SchemaFormContext => registry.formContext as SchemaFormContext;
