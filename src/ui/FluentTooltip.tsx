// Fluent's tooltip as a module of its own, for TooltipOnDemand to load.
export { Tooltip as default } from '@fluentui/react-tooltip';
