import { MobileOptionList } from './MobileOptionList';
import { OptionCombobox, type OptionComboboxProps } from './OptionCombobox';

/** A select filter's options: a dropdown on desktop, a sub-list in the mobile drawer. */
export function OptionList({ mobile, ...props }: OptionComboboxProps & { mobile?: boolean }) {
  return mobile ? <MobileOptionList {...props} /> : <OptionCombobox {...props} />;
}
