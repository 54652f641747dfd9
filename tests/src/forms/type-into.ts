// Fills a text field in one input event: typing key by key re-renders a whole form per key, which
// is slow on a busy machine and tests nothing more.
import type { UserEvent } from '@testing-library/user-event';

export async function fillIn(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
