import { lazy, Suspense } from 'react';
import { loadMobileOptionList } from './mobile-option-list-loader';
import { OptionCombobox, type OptionComboboxProps } from './OptionCombobox';

const MobileOptionList = lazy(() => loadMobileOptionList().then((module) => ({ default: module.MobileOptionList })));

/** A select filter's options: a dropdown on desktop, a sub-list in the mobile drawer. */
export function OptionList({ mobile, ...props }: OptionComboboxProps & { mobile?: boolean }) {
  return mobile ? (
    <Suspense fallback={null}>
      <MobileOptionList {...props} />
    </Suspense>
  ) : (
    <OptionCombobox {...props} />
  );
}
