// The tab bars' Fluent tab list (with tabster, ~30 kB gzip), loaded when the user first points at or focuses one.
import { onDemandModule } from './on-demand-module';

export const tabBarModule = onDemandModule(() => import('./FluentTabBar'));
