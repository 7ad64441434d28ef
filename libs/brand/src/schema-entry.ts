// Server-safe entry: the brand schema and flag lists, without React.
export { BrandConfig, ThemePrimitives, AgeTexts } from './schema';
export { whiteLabelFlags, menuSwitches } from './flags';
export type { WhiteLabelFlag, MenuSwitch } from './flags';
