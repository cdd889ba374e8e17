// Spec §4 primary and removal rules and §5's multiple-boat types, on the boats of one membership.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { boatRemovalMachine, removalOffered, removalOpenEvent } from '@/machines/boat-removal.machine';
import {
  boatsOnFile,
  carriesAdditionalBoats,
  editStep,
  newPrimaryChoices,
  type BoatOnFile,
} from '@/machines/boats/boat-list';
import { removalSchema, REMOVAL_MESSAGES } from '@/machines/boats/removal-form';
import { checkForm } from '@/machines/forms/form-schema';

const boat = (sfid: string, extra: Partial<BoatOnFile> = {}): BoatOnFile => ({
  sfid,
  id: sfid.length,
  name: sfid,
  primary: false,
  status: 'Active',
  noBoatReason: null,
  ...extra,
});
const PRIMARY = boat('sea-breeze', { primary: true });
const TERN = boat('little-tern');
const SOLD = boat('old-hull', { status: 'Sold' });

describe('boats of a membership', () => {
  it('lists the Active primary first and the other Active boats after it; removed boats are gone', () => {
    expect(boatsOnFile([TERN, SOLD, PRIMARY])).toEqual({ primary: PRIMARY, additional: [TERN] });
    expect(boatsOnFile([boat('no-status', { status: null })]).additional).toHaveLength(1);
  });

  // Spec §5: "Multiple boats allowed for Gold Card, Lake Card and Professional Mariner Card; not Commercial,
  // Fleet, Lake Fleet or Trial."
  it('shows Additional Boats for Gold, Lake and Professional Mariner only', () => {
    expect(['Gold Card', 'Lake Card', 'Professional Mariner Card'].every(carriesAdditionalBoats)).toBe(true);
    expect(
      ['Commercial Card', 'Fleet Card', 'Lake Fleet Card', 'Trial Membership'].some(carriesAdditionalBoats),
    ).toBe(false);
  });

  it('offers the Active non-primary boats as the new primary, none for a non-primary boat', () => {
    expect(newPrimaryChoices(PRIMARY, [PRIMARY, TERN, SOLD])).toEqual([TERN]);
    expect(newPrimaryChoices(TERN, [PRIMARY, TERN])).toEqual([]);
  });

  it('edits a boat with a no-boat reason in the other-boat form', () => {
    expect(editStep({ noBoatReason: 'Rent/Charter' })).toBe('edit_other_boat');
    expect(editStep({ noBoatReason: null })).toBe('edit_boat');
  });
});

describe('remove-boat form (spec §5)', () => {
  it('needs a reason, and for the primary boat a new primary among those offered', () => {
    expect(checkForm(removalSchema(null), { removalReason: '', newPrimary: '' })).toEqual({
      ok: false,
      errors: { removalReason: REMOVAL_MESSAGES.reasonRequired },
    });
    expect(
      checkForm(removalSchema(['little-tern']), { removalReason: 'Sold', newPrimary: 'elsewhere' }),
    ).toEqual({
      ok: false,
      errors: { newPrimary: 'You must select a new primary boat' },
    });
    expect(
      checkForm(removalSchema(['little-tern']), { removalReason: 'Sold', newPrimary: 'little-tern' }),
    ).toEqual({
      ok: true,
      output: { removalReason: 'Sold', newPrimary: 'little-tern' },
    });
    expect(checkForm(removalSchema(null), { removalReason: 'Destroyed', newPrimary: '' })).toEqual({
      ok: true,
      output: { removalReason: 'Destroyed', newPrimary: null },
    });
  });
});

describe('the removal chart keeps the removal rule', () => {
  const opened = (target: BoatOnFile, boats: BoatOnFile[]) => {
    const actor = createActor(boatRemovalMachine).start();
    actor.send(removalOpenEvent(target, boats));
    return actor.getSnapshot().matches('dialog');
  };

  it('refuses to open for a sole primary boat, and the lists do not offer it', () => {
    expect(opened(PRIMARY, [PRIMARY, SOLD])).toBe(false);
    expect(removalOffered(PRIMARY, [PRIMARY, SOLD])).toBe(false);
    expect(removalOffered(PRIMARY, [PRIMARY])).toBe(false);
  });

  it('opens for a primary boat with another Active boat, and for any additional boat, as the lists offer', () => {
    expect(opened(PRIMARY, [PRIMARY, TERN])).toBe(true);
    expect(opened(TERN, [PRIMARY, TERN])).toBe(true);
    expect(removalOffered(PRIMARY, [PRIMARY, TERN])).toBe(true);
    expect(removalOffered(TERN, [PRIMARY, TERN])).toBe(true);
    expect(removalOffered(TERN, [TERN])).toBe(true);
  });
});
