import { lazy, Suspense } from 'react';
import { comboboxOnDemand } from './ComboboxOnDemand';
import { loadMobileOptionList } from './mobile-option-list-loader';
import { optionComboboxModule } from './option-combobox-module';
import type { OptionComboboxProps } from './OptionCombobox';

const MobileOptionList = lazy(() => loadMobileOptionList().then((module) => ({ default: module.MobileOptionList })));
const OptionCombobox = comboboxOnDemand(optionComboboxModule);

/** A select filter's options: a dropdown on desktop (Fluent's loaded on first use), a sub-list in the mobile drawer. */
export function OptionList({ mobile, ...props }: OptionComboboxProps & { mobile?: boolean }) {
  return mobile ? (
    <Suspense fallback={null}>
      <MobileOptionList {...props} />
    </Suspense>
  ) : (
    <OptionCombobox {...props} />
  );
}
