// The home-port wizard's headings (spec strings), apart from its screens so a binding can name a step
// without loading its screen.
import type { HomePortType } from '@/machines/home-port/home-port-schema';

export const HOME_PORT_TYPE_HEADING = 'Set Home Port Location';
export const LOCATE_MARINA_HEADING = 'Locate Marina';

/** 'Search for your Marina'; a type without a name of its own ('Other', none yet) is the 'Home Port'. */
export function homePortSearchHeading(type: HomePortType | null): string {
  return `Search for your ${type === null || type === 'Other' ? 'Home Port' : type}`;
}
