// 'Refer a Boater' in the whole portal (spec §2, §5, §7, §8): field rules, the create call with the
// member's account, the thanks and a reset form, a refused referral through the error catalogue.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REFERRAL_MESSAGES } from '@/machines/referral.machine';
import { GRACE, json, renderPortal, signedInAnswers, type Answer } from './portal-harness';

function referralsAnswer(respond: () => Response) {
  const bodies: Array<Record<string, string>> = [];
  const answer: Answer = (request, url) => {
    if (url.pathname !== '/api/referrals' || request.method !== 'POST') return undefined;
    return request
      .clone()
      .json()
      .then((body) => {
        bodies.push(body as Record<string, string>);
        return respond();
      });
  };
  return { answer, bodies };
}

const created = () =>
  json(201, {
    referral_id: 'ref-1',
    first_name: 'Rae',
    last_name: 'Boater',
    member_referred_email__c: 'rae@example.com',
    referring_member_name__c: 'Grace Hopper',
    referring_member_number__c: 'GC100001',
    member_referred_status__c: 'Pending',
    referring_member_account_id__c: GRACE.account_id,
  });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, first: string, last: string, email: string) {
  if (first) await user.type(field('First Name'), first);
  if (last) await user.type(field('Last Name'), last);
  if (email) await user.type(field('Email'), email);
}

describe('Refer a Boater', () => {
  it('shows every §5 message and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const referrals = referralsAnswer(created);
    await renderPortal('/members/referrals', [signedInAnswers, referrals.answer]);
    await screen.findByRole('heading', { level: 1, name: 'Refer a Boater' });
    expect(screen.getByRole('link', { name: 'Back to Membership Dashboard' }).getAttribute('href')).toBe(
      '/members/memberships',
    );

    await user.click(screen.getByRole('button', { name: 'Refer a Boater' }));
    expect(await screen.findByText(REFERRAL_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(REFERRAL_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(REFERRAL_MESSAGES.emailRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('First Name')));

    await fillIn(user, 'Rae', 'Boater', 'rae@example');
    await user.click(screen.getByRole('button', { name: 'Refer a Boater' }));
    expect(await screen.findByText(REFERRAL_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.queryByText(REFERRAL_MESSAGES.firstNameRequired)).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(referrals.bodies).toEqual([]);
  });

  it("refers a boater for the member's account, thanks the member and empties the form", async () => {
    const user = userEvent.setup();
    const referrals = referralsAnswer(created);
    await renderPortal('/members/referrals', [signedInAnswers, referrals.answer]);
    await screen.findByRole('heading', { level: 1, name: 'Refer a Boater' });
    await fillIn(user, ' Rae ', 'Boater', 'rae@example.com');
    await user.click(screen.getByRole('button', { name: 'Refer a Boater' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Thanks for referring a boater to Sea Tow®!',
    );
    expect(referrals.bodies).toEqual([
      {
        first_name: 'Rae',
        last_name: 'Boater',
        member_referred_email__c: 'rae@example.com',
        referring_member_account_id__c: GRACE.account_id,
      },
    ]);
    expect(field('First Name').value).toBe('');
    expect(field('Last Name').value).toBe('');
    expect(field('Email').value).toBe('');
    // The emptied form starts afresh: no message until a field is left; typing the next one ends the thanks.
    expect(screen.queryByText(REFERRAL_MESSAGES.firstNameRequired)).toBeNull();
    await user.type(field('First Name'), 'S');
    expect(screen.queryByText(REFERRAL_MESSAGES.thanks)).toBeNull();
  });

  it('shows a refused referral through the error catalogue and keeps what was typed', async () => {
    const user = userEvent.setup();
    const referrals = referralsAnswer(() =>
      json(400, { message: 'No account', codes: ['NO_ACCOUNT_FOUND'] }),
    );
    await renderPortal('/members/referrals', [signedInAnswers, referrals.answer]);
    await screen.findByRole('heading', { level: 1, name: 'Refer a Boater' });
    await fillIn(user, 'Rae', 'Boater', 'rae@example.com');
    await user.click(screen.getByRole('button', { name: 'Refer a Boater' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Looks like something went wrong. DO NOT ATTEMPT TO SUBMIT THE FORM AGAIN.',
    );
    expect(alert.textContent).toContain('[NO_ACCOUNT_FOUND]');
    expect(screen.queryByText(REFERRAL_MESSAGES.thanks)).toBeNull();
    expect(field('First Name').value).toBe('Rae');
    expect(field('Last Name').value).toBe('Boater');
    expect(field('Email').value).toBe('rae@example.com');
  });

  it('shows a refusal of the fields without a catalogue code as the form-errors sentence', async () => {
    const user = userEvent.setup();
    const referrals = referralsAnswer(() =>
      json(400, {
        message: 'Invalid',
        codes: ['VALIDATION_FAILED'],
        fieldErrors: { 'body.member_referred_email__c': ['must match format "email"'] },
      }),
    );
    await renderPortal('/members/referrals', [signedInAnswers, referrals.answer]);
    await screen.findByRole('heading', { level: 1, name: 'Refer a Boater' });
    await fillIn(user, 'Rae', 'Boater', 'rae@example.com');
    await user.click(screen.getByRole('button', { name: 'Refer a Boater' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Please review the information provided and correct all form errors',
      ),
    );
    expect(field('Email').value).toBe('rae@example.com');
  });
});
