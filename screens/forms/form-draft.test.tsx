// A form's draft over a reload (decision 124): laid over the chart's values field by field, a field the
// chart holds no value for yet (null, e.g. where a street address came from) taking the typed one.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormDraft, type FormDraft } from './form-draft';

interface Contact {
  firstName: string;
  addressSource: 'suggestion' | 'manual' | null;
  age: number;
}
const KEPT: Contact = { firstName: '', addressSource: null, age: 0 };

function draftOf(kept: Contact): FormDraft<Contact> {
  let draft: FormDraft<Contact> | undefined;
  function Probe() {
    draft = useFormDraft('contact', kept);
    return null;
  }
  render(<Probe />);
  return draft as FormDraft<Contact>;
}

afterEach(() => window.sessionStorage.clear());

describe('useFormDraft', () => {
  it('restores what was typed, a value where the chart held none included, and names the fields', () => {
    draftOf(KEPT).keep({ firstName: 'Pat', addressSource: 'suggestion', age: 3 });
    const restored = draftOf(KEPT);
    expect(restored.initial).toEqual({ firstName: 'Pat', addressSource: 'suggestion', age: 3 });
    expect(restored.restored).toEqual(['firstName', 'addressSource', 'age']);
  });

  it('keeps the chart’s value where the draft’s is of another kind, and nothing once cleared', () => {
    window.sessionStorage.setItem(
      'draft:contact',
      JSON.stringify({ firstName: 7, addressSource: {}, age: 'x' }),
    );
    expect(draftOf(KEPT).initial).toEqual(KEPT);
    const draft = draftOf(KEPT);
    draft.keep({ ...KEPT, firstName: 'Pat' });
    draft.clear();
    expect(draftOf(KEPT).initial).toEqual(KEPT);
  });
});
