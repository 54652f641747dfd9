// The Fluent switch (with tabster, which its focus styles import: ~24 kB gzip on the bid manager),
// loaded when the user first points at or focuses one.
import { onDemandModule } from './on-demand-module';

export const switchModule = onDemandModule(() => import('./FluentSwitch'));
