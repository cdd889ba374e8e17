// Fault cases that found a defect its chart's owners have still to fix (decision 113): the generated suite
// skips each with its reason and `docs/journeys/<flow>.md` lists it. Remove an entry once it is fixed.

/** Per `<flow id>.<actor>`: what goes wrong. */
export const FAULT_DEFECTS: Readonly<Record<string, string>> = {};
