import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkForm } from '@/machines/forms/form-schema';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required.')),
  year: v.pipe(v.string(), v.nonEmpty('Year is required.'), v.regex(/^\d{4}$/, 'Year must be 4 digits.')),
  boat: v.object({ make: v.pipe(v.string(), v.nonEmpty('Make is required.')) }),
});

describe('checkForm', () => {
  it('gives the output with its transforms when the form is valid', () => {
    expect(checkForm(schema, { name: '  Pat ', year: '2019', boat: { make: 'Grady' } })).toEqual({
      ok: true,
      output: { name: 'Pat', year: '2019', boat: { make: 'Grady' } },
    });
  });

  it('gives the first message of each invalid field under its dotted path', () => {
    expect(checkForm(schema, { name: ' ', year: '', boat: { make: '' } })).toEqual({
      ok: false,
      errors: { name: 'Name is required.', year: 'Year is required.', 'boat.make': 'Make is required.' },
    });
    expect(checkForm(schema, { name: 'Pat', year: '19', boat: { make: 'G' } })).toEqual({
      ok: false,
      errors: { year: 'Year must be 4 digits.' },
    });
  });

  it('still gives a cross-field rule while other fields are wrong', () => {
    const pair = v.pipe(
      v.object({ name: v.pipe(v.string(), v.nonEmpty('Name is required.')), a: v.string(), b: v.string() }),
      v.forward(
        v.partialCheck([['a'], ['b']], ({ a, b }) => a === b, 'B must match A.'),
        ['b'],
      ),
    );
    expect(checkForm(pair, { name: '', a: 'x', b: 'y' })).toEqual({
      ok: false,
      errors: { name: 'Name is required.', b: 'B must match A.' },
    });
  });
});
