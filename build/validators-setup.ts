// Vitest global setup: tests import the precompiled form and list validators, which are generated.
import { writeFormValidators } from './form-validators';
import { writeListValidators } from './list-validators';

export default function setup(): void {
  writeFormValidators();
  writeListValidators();
}
