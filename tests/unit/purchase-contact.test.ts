// Contact step of the real purchase chart: every §5 purchase-contact message and the §4 e-mail check.
import { describe, expect, it } from 'vitest';
import { ABANDONED_CONTACT, startOutput, VALID_CONTACT } from '@/journeys/purchase/purchase.examples';
import { formErrors } from '@/machines/forms/form-schema';
import { CONTACT_MESSAGES, EMPTY_CONTACT, contactSchema } from '@/machines/purchase/contact-form';
import { purchaseSummary } from '@/machines/purchase/summary';
import { purchaseDriver } from '../support/purchase-driver';

describe('purchase contact (spec §5)', () => {
  it('names every required field and keeps what was typed', async () => {
    const d = purchaseDriver();
    await d.toContact();
    await d.send({ type: 'contact.submit', contact: EMPTY_CONTACT });
    expect(d.snapshot().context.errors.contact.firstName).toBe('First Name is required.');
    const typed = { ...EMPTY_CONTACT, firstName: 'Pat', country: '' };
    await d.send({ type: 'contact.submit', contact: typed });
    const s = d.snapshot();
    expect(s.matches({ contact: 'editing' })).toBe(true);
    expect(s.context.contact).toEqual(typed);
    expect(s.context.errors.contact).toEqual({
      lastName: 'Last Name is required.',
      email: 'Email is required.',
      mobilePhone: 'Mobile Phone is required.',
      streetAddress: 'Street Address is required.',
      country: 'Country is required.',
      city: 'City is required.',
      state: 'State is required.',
      postalCode: 'Postal Code is required.',
    });
    expect(d.calls.checkEmail).toBeUndefined();
  });

  it('wants a valid e-mail and a complete mobile phone', async () => {
    const d = purchaseDriver();
    await d.toContact();
    await d.send({
      type: 'contact.submit',
      contact: { ...VALID_CONTACT, email: 'pat@boat', mobilePhone: '555-12' },
    });
    expect(d.snapshot().context.errors.contact).toEqual({
      email: CONTACT_MESSAGES.emailInvalid,
      mobilePhone: CONTACT_MESSAGES.mobilePhoneInvalid,
    });
  });

  it("wants the street chosen from the suggestions ('… must be a selection from the provided suggested options')", async () => {
    const d = purchaseDriver();
    await d.toContact();
    await d.send({ type: 'contact.submit', contact: { ...VALID_CONTACT, addressSource: null } });
    expect(d.snapshot().context.errors.contact).toEqual({
      streetAddress: 'Street Address must be a selection from the provided suggested options',
    });
    // Typed by hand does not count on the suggestions form either.
    await d.send({ type: 'contact.submit', contact: { ...VALID_CONTACT, addressSource: 'manual' } });
    expect(d.snapshot().context.errors.contact.streetAddress).toBe(
      'Street Address must be a selection from the provided suggested options',
    );
  });

  it("on contact-2 a street entered by hand counts; otherwise ', or manually entered by clicking the button below'", async () => {
    const d = purchaseDriver();
    await d.toContact();
    await d.send({ type: 'contact.enterManually' });
    expect(d.snapshot().matches({ contactManual: 'editing' })).toBe(true);
    await d.send({ type: 'contact.submit', contact: { ...VALID_CONTACT, addressSource: null } });
    expect(d.snapshot().context.errors.contact).toEqual({
      streetAddress:
        'Street Address must be a selection from the provided suggested options, or manually entered by clicking the button below',
    });
    await d.send({ type: 'contact.submit', contact: { ...VALID_CONTACT, addressSource: 'manual' } });
    expect(d.snapshot().matches({ boats: 'editing' })).toBe(true);
  });

  it("asks a business (commercial) buyer for the business name, which ' cannot be in email format.'", async () => {
    const d = purchaseDriver();
    await d.settle();
    await d.send({ type: 'questionnaire.paidUse', value: true });
    await d.send({ type: 'questionnaire.vessels', value: 'single' });
    await d.send({ type: 'type.continue' });
    await d.send({ type: 'contact.submit', contact: VALID_CONTACT });
    expect(d.snapshot().context.errors.contact).toEqual({ businessName: 'Business Name is required.' });
    await d.send({ type: 'contact.submit', contact: { ...VALID_CONTACT, businessName: 'ops@charters.com' } });
    expect(d.snapshot().context.errors.contact).toEqual({
      businessName: 'Business Name cannot be in email format.',
    });
    await d.send({
      type: 'contact.submit',
      contact: { ...VALID_CONTACT, businessName: 'Harbor Charters LLC' },
    });
    expect(d.snapshot().matches('boats')).toBe(true);
    expect(d.calls.saveApplication?.[0]).toMatchObject({ business: true, membershipType: 'Commercial Card' });
  });

  it('does not ask a recreational buyer for a business name', () => {
    expect(formErrors(contactSchema({ business: false, manualAllowed: false }), VALID_CONTACT)).toEqual({});
  });

  it('summarizes name and address for the step card', async () => {
    const d = purchaseDriver();
    await d.toBoats();
    expect(purchaseSummary(d.snapshot().context).steps.contact).toBe(
      'Pat Boater, 1 Main St, Sag Harbor, NY 11963',
    );
  });
});

describe('new-member e-mail check (spec §4)', () => {
  it('creates a new application when the e-mail is unknown', async () => {
    const d = purchaseDriver();
    await d.toBoats();
    expect(d.calls.checkEmail).toEqual([{ email: 'pat.boater@example.com' }]);
    expect(d.calls.saveApplication?.[0]).toMatchObject({
      application: { accountId: null, contactId: null, membershipId: null },
      membershipType: 'Gold Card',
      trailerCare: 'Trailer Care Plus',
    });
    expect(d.snapshot().context.application.accountId).toBe('acc-1');
  });

  it('resumes an abandoned application by its e-mail: the save creates, the server answers its records', async () => {
    // The check names no records (decision 193); saving with the e-mail resumes the abandoned application.
    const resumed = { accountId: 'acc-old', contactId: 'con-old', membershipId: 'mem-old' };
    const d = purchaseDriver({
      answers: {
        checkEmail: () => ({ contactExists: true, abandonedAccount: true }),
        saveApplication: () => resumed,
      },
    });
    await d.toBoats();
    expect(d.snapshot().matches('boats')).toBe(true);
    expect(d.calls.saveApplication?.[0]).toMatchObject({
      application: { accountId: null, contactId: null, membershipId: null },
    });
    expect(d.snapshot().context.application).toEqual(resumed);
  });

  it('leaves a resumed application to its owner when the boater then gives another e-mail', async () => {
    const resumed = { accountId: 'acc-old', contactId: 'con-old', membershipId: 'mem-old' };
    const mine = { accountId: 'acc-1', contactId: 'con-1', membershipId: 'mem-1' };
    const none = { accountId: null, contactId: null, membershipId: null };
    let checks = 0;
    let saves = 0;
    const d = purchaseDriver({
      answers: {
        checkEmail: () =>
          ++checks === 1
            ? { contactExists: true, abandonedAccount: true }
            : { contactExists: false, abandonedAccount: false },
        saveApplication: () => (++saves === 1 ? resumed : mine),
      },
    });
    await d.toContact();
    await d.send({ type: 'contact.submit', contact: ABANDONED_CONTACT });
    expect(d.snapshot().context.application).toEqual(resumed);
    await d.send({ type: 'contact.edit' });
    await d.send({ type: 'contact.submit', contact: VALID_CONTACT });
    // The other e-mail gets an application of its own; the abandoned one is not overwritten.
    expect(d.calls.saveApplication?.[1]).toMatchObject({ application: none });
    expect(d.snapshot().matches('boats')).toBe(true);
    // The same e-mail again keeps its own (new) application.
    await d.send({ type: 'contact.edit' });
    await d.send({ type: 'contact.submit', contact: VALID_CONTACT });
    expect(d.calls.saveApplication?.[2]).toMatchObject({ application: mine });
  });

  it("stops an existing member with 'Email Address Already on File': Cancel aborts, Log In and Renew leaves", async () => {
    const member = () => ({ contactExists: true, abandonedAccount: false });
    const d = purchaseDriver({ answers: { checkEmail: member } });
    await d.toBoats();
    expect(d.snapshot().matches({ contact: 'emailOnFile' })).toBe(true);
    expect(d.snapshot().hasTag('dialog')).toBe(true);
    expect(d.calls.saveApplication).toBeUndefined();
    await d.send({ type: 'emailOnFile.cancel' });
    expect(d.snapshot().matches({ contact: 'editing' })).toBe(true);
    expect(d.snapshot().context.contact).toEqual(VALID_CONTACT);
    await d.send({ type: 'contact.submit', contact: VALID_CONTACT });
    await d.send({ type: 'emailOnFile.login' });
    expect(d.snapshot().output).toEqual({ next: 'loginAndRenew' });
  });

  it('skips the check for a signed-in account', async () => {
    const d = purchaseDriver({
      input: { signedIn: true, accountId: 'acc-9' },
      answers: { start: () => startOutput({ membershipCount: 0 }) },
    });
    await d.settle();
    await d.send({ type: 'noMembership.continue' });
    await d.toBoats();
    expect(d.calls.checkEmail).toBeUndefined();
    expect(d.snapshot().matches('boats')).toBe(true);
  });

  it('keeps the form and shows the catalogue codes when saving fails', async () => {
    const d = purchaseDriver({
      answers: {
        checkEmail: () => {
          throw { codes: ['REQUIRED_FIELD_MISSING'] };
        },
      },
    });
    await d.toBoats();
    expect(d.snapshot().matches({ contact: 'editing' })).toBe(true);
    expect(d.snapshot().context.errors.contactForm).toEqual(['REQUIRED_FIELD_MISSING']);
    expect(d.snapshot().context.contact).toEqual(VALID_CONTACT);
  });
});
