// The home-port wizard's data schema (member spec §4, §9): each rule with its message, the name trimmed,
// the spec's blank name for a locality, street address or premise, and the wizard's message keys.
import { describe, expect, it } from 'vitest';
import { checkForm } from '@/machines/forms/form-schema';
import {
  HOME_PORT_MESSAGES,
  homePortLocateStep,
  homePortNameFor,
  homePortProblem,
  homePortSchema,
  homePortTypeStep,
} from '@/machines/home-port/home-port-schema';
import { KEY_WEST_HOME_PORT } from '@/journeys/home-port/home-port.examples';

describe('home port schema (member spec §4, §9)', () => {
  it('takes a finished home port, its name trimmed', () => {
    expect(checkForm(homePortSchema, { ...KEY_WEST_HOME_PORT, homePortName: '  Key West Bight  ' })).toEqual({
      ok: true,
      output: { ...KEY_WEST_HOME_PORT, homePortName: 'Key West Bight' },
    });
  });

  it('asks the type, the name/description and a city for the pin, each with its message', () => {
    expect(
      checkForm(homePortSchema, { ...KEY_WEST_HOME_PORT, homePortType: null, homePortName: '   ', city: '' }),
    ).toEqual({
      ok: false,
      errors: {
        homePortType: 'Where do you typically keep your boat?',
        homePortName: 'Home port name/description is required.',
        city: 'Move your marker to find the closest home port city.',
      },
    });
    expect(checkForm(homePortSchema, { ...KEY_WEST_HOME_PORT, homePortType: 'Houseboat' })).toMatchObject({
      errors: { homePortType: HOME_PORT_MESSAGES.typeRequired },
    });
  });

  it("gives each step's first problem as the wizard's message key", () => {
    expect(homePortProblem(homePortTypeStep, { homePortType: null })).toBe('typeRequired');
    expect(homePortProblem(homePortTypeStep, { homePortType: 'Marina' })).toBeNull();
    expect(homePortProblem(homePortLocateStep, { homePortName: '', city: '' })).toBe('nameRequired');
    expect(homePortProblem(homePortLocateStep, { homePortName: 'Dock 4', city: '' })).toBe('moveMarker');
    expect(homePortProblem(homePortLocateStep, { homePortName: 'Dock 4', city: 'Key West' })).toBeNull();
  });

  it('names the home port after the chosen place, except a locality, street address or premise', () => {
    expect(homePortNameFor({ name: 'Key West Bight Marina', types: ['marina', 'point_of_interest'] })).toBe(
      'Key West Bight Marina',
    );
    for (const type of ['locality', 'street_address', 'premise'])
      expect(homePortNameFor({ name: 'Key West', types: ['political', type] })).toBe('');
  });
});
