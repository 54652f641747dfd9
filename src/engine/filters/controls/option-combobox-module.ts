// The filter dropdowns' Fluent combobox, loaded when the user first points at or focuses one.
import { onDemandModule } from '../../../ui/on-demand-module';

export const optionComboboxModule = onDemandModule(() => import('./OptionCombobox'));
