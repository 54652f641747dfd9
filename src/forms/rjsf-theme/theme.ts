// Our Fluent UI v9 theme for rjsf: the widgets and templates above, combined in one place
// (@rjsf/fluentui-rc does not install with React 19). UI schemas name widgets by these keys.
import type { ThemeProps } from '@rjsf/core';
import { BaseInputTemplate } from './widgets/BaseInputTemplate';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { CountryWidget } from './widgets/CountryWidget';
import { PasswordWidget } from './widgets/PasswordWidget';
import { PhoneWidget } from './widgets/PhoneWidget';
import { PortWidget } from './widgets/PortWidget';
import { TermsWidget } from './widgets/TermsWidget';
import { ToggleWidget } from './widgets/ToggleWidget';
import { ErrorListTemplate } from './templates/ErrorListTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { SubmitButton } from './templates/SubmitButton';

export const fluentTheme: ThemeProps = {
  widgets: {
    CheckboxWidget,
    PasswordWidget,
    phone: PhoneWidget,
    country: CountryWidget,
    port: PortWidget,
    terms: TermsWidget,
    toggle: ToggleWidget,
  },
  templates: {
    BaseInputTemplate,
    ErrorListTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    ButtonTemplates: { SubmitButton },
  },
};
