/** The colour families of the status and condition badges (seed 001 §4); the UI maps them to Fluent tokens. */
export type BadgeColor = 'green' | 'orange' | 'red' | 'gray' | 'neutral';
