// Vitest global setup: tests import the precompiled form and list validators and the messages split
// by area and the theme templates, which are generated.
import { writeFormValidators } from './form-validators';
import { writeListValidators } from './list-validators';
import { writeMessageAreas } from './message-areas';
import { writeThemeTemplates } from './theme-templates';

export default function setup(): void {
  writeFormValidators();
  writeListValidators();
  writeMessageAreas();
  writeThemeTemplates();
}
