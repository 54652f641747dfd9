// A filter dropdown whose Fluent combobox loads when the user first points at or focuses one: until
// then a stand-in shows, and what the user does in it carries over to the real one.
import { useState } from 'react';
import type { OnDemandModule } from '../../../ui/on-demand-module';
import { ComboboxStandIn, UNTOUCHED } from './ComboboxStandIn';
import type * as OptionComboboxModule from './OptionCombobox';
import type { OptionComboboxProps } from './OptionCombobox';

/** The dropdown over a loader of the real one (the page's, or a test's that holds it back). */
export function comboboxOnDemand(real: OnDemandModule<typeof OptionComboboxModule>) {
  const load = () => void real.load().catch(() => undefined);
  return function ComboboxOnDemand(props: OptionComboboxProps) {
    const loaded = real.useLoaded();
    const [handover, setHandover] = useState(UNTOUCHED);
    return loaded ? (
      <loaded.OptionCombobox {...props} handover={handover} />
    ) : (
      <ComboboxStandIn {...props} handover={handover} onHandover={setHandover} onIntent={load} />
    );
  };
}
