// UI schemas (schemas/forms/*.ui.json) hold message ids, never English: this turns them into texts
// of the interface language before rjsf sees them.
import type { UiSchema } from '@rjsf/utils';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** Keys whose string value is a message id, wherever they appear in a UI schema. */
const TRANSLATED_KEYS = new Set(['ui:title', 'ui:placeholder', 'ui:description', 'ui:help', 'submitText', 'linkText']);

export function translateUiSchema(uiSchema: UiSchema, intl: Pick<IntlShape, 'formatMessage'>): UiSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        TRANSLATED_KEYS.has(key) && typeof value === 'string' ? intl.formatMessage({ id: value as MessageId }) : walk(value),
      ]),
    );
  };
  return walk(uiSchema) as UiSchema;
}

/** Every message id a UI schema names (the locale test checks each exists). */
export function messageIdsOf(uiSchema: UiSchema): string[] {
  const ids: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (TRANSLATED_KEYS.has(key) && typeof value === 'string') ids.push(value);
      else walk(value);
    }
  };
  walk(uiSchema);
  return ids;
}
