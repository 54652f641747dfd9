// Vitest global setup: tests import the precompiled form and list validators and the messages split
// by area, which are generated.
import { writeFormValidators } from './form-validators';
import { writeListValidators } from './list-validators';
import { writeMessageAreas } from './message-areas';

export default function setup(): void {
  writeFormValidators();
  writeListValidators();
  writeMessageAreas();
}
