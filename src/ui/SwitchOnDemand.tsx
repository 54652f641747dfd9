// A switch whose Fluent code loads when the user first points at or focuses one: until then a
// stand-in shows, and the one focused keeps focus as the real one takes its place.
import { useRef } from 'react';
import type * as FluentSwitchModule from './FluentSwitch';
import type { OnDemandModule } from './on-demand-module';
import { useFocusFromStandIn } from './stand-in-focus';
import { switchModule } from './switch-module';
import type { SwitchProps } from './switch-props';
import { SwitchStandIn } from './SwitchStandIn';

/** The switch over a loader of the real one (the app's, or a test's that holds it back). */
export function switchOnDemand(real: OnDemandModule<typeof FluentSwitchModule>) {
  const load = () => void real.load().catch(() => undefined);
  return function SwitchOnDemand(props: SwitchProps) {
    const loaded = real.useLoaded();
    const input = useRef<HTMLInputElement>(null);
    const leaveFocused = useFocusFromStandIn(loaded !== undefined, () => input.current?.focus());
    return loaded ? (
      <loaded.FluentSwitch {...props} inputRef={input} />
    ) : (
      <SwitchStandIn {...props} onIntent={load} onLeaveFocused={leaveFocused} />
    );
  };
}

/** The app's switch. */
export const SwitchOnDemand = switchOnDemand(switchModule);
