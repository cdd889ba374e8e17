// The home-port wizard's data (member spec §3 Boat UI names homePortType, homePortName, address, city, …;
// §4 a chosen place's name is the home port's name unless the place is a locality, street address or
// premise; §9 the type and the name/description required, and a city found for the pin) as one valibot
// schema. What the wizard finishes with is its output (the name trimmed), and its type is inferred from it;
// the wizard's guards and messages check each step's part of it (decision 125).
import * as v from 'valibot';
import { formErrors, requiredText } from '../forms/form-schema';

export const HOME_PORT_TYPES = ['Marina', 'Mooring', 'Trailer', 'Home Dock', 'Other'] as const;
export type HomePortType = (typeof HOME_PORT_TYPES)[number];

export const HOME_PORT_MESSAGES = {
  typeRequired: 'Where do you typically keep your boat?',
  nameRequired: 'Home port name/description is required.',
  moveMarker: 'Move your marker to find the closest home port city.',
  searchFailed: 'We could not search for places right now. Please try again.',
  geocodeFailed: 'We could not find an address for that spot. Please move your marker again.',
  operatorFailed: 'We could not find your local operator. Please try again.',
} as const;
export type HomePortError = keyof typeof HOME_PORT_MESSAGES;

/** Place types whose name is not a usable home-port name (spec §4). */
const UNNAMED_PLACE_TYPES = ['locality', 'street_address', 'premise'];

/** Spec §4: the name a chosen place gives the home port: blank for a locality, street address or premise. */
const placeNameSchema = v.pipe(
  v.object({ name: v.string(), types: v.array(v.string()) }),
  v.transform(({ name, types }) => (types.some((t) => UNNAMED_PLACE_TYPES.includes(t)) ? '' : name)),
);

export const homePortNameFor = (place: v.InferInput<typeof placeNameSchema>): string =>
  v.parse(placeNameSchema, place);

const localOperatorSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  phone: v.string(),
});
/** The area of responsibility (local operator) for the home port's coordinates. */
export type LocalOperator = v.InferOutput<typeof localOperatorSchema>;

export const homePortSchema = v.object({
  homePortType: v.picklist(HOME_PORT_TYPES, HOME_PORT_MESSAGES.typeRequired),
  homePortName: requiredText(HOME_PORT_MESSAGES.nameRequired),
  address: v.string(),
  streetNumber: v.string(),
  street: v.string(),
  city: v.pipe(v.string(), v.nonEmpty(HOME_PORT_MESSAGES.moveMarker)),
  state: v.string(),
  country: v.string(),
  lat: v.number(),
  lng: v.number(),
  aor: localOperatorSchema,
});

/** The finished wizard's data, in the spec's UI names. */
export type HomePort = v.InferOutput<typeof homePortSchema>;

/** The type step's part of the home port. */
export const homePortTypeStep = v.pick(homePortSchema, ['homePortType']);
/** The locate step's part: the name, and a city found for the pin. */
export const homePortLocateStep = v.pick(homePortSchema, ['homePortName', 'city']);

/** The wizard's message for the first thing `step` refuses in `values`, or null when it passes. */
export function homePortProblem(step: v.GenericSchema, values: unknown): HomePortError | null {
  const [message] = Object.values(formErrors(step, values));
  const keys = Object.keys(HOME_PORT_MESSAGES) as HomePortError[];
  return keys.find((key) => HOME_PORT_MESSAGES[key] === message) ?? null;
}
