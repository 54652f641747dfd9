// Vitest global setup: component tests import the precompiled form validators, which are generated.
import { writeFormValidators } from './form-validators';

export default function setup(): void {
  writeFormValidators();
}
