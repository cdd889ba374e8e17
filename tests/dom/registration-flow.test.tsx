// Registration in the whole portal (spec §2, §4 'Registration', §5, §6): steering of a login without an
// account id, the existing_member form, new_member auto-verify, the Registration Failure modal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@/machines/registration.machine';
import { json, renderPortal, signedOutAnswers, type Answer } from './portal-harness';

const NICO = {
  sub: 'idp|nico',
  email: 'nico@example.com',
  name: 'Nico Nomember',
  account_id: null,
  social: false,
};

/** A login without an account id until the verify call links it (then the claims carry the account). */
function unregisteredLogin(verify: (body: Record<string, string>) => Response) {
  let linked: string | null = null;
  const verifyBodies: Array<Record<string, string>> = [];
  const answer: Answer = (request, url) => {
    if (url.pathname === '/api/login/session/cookie') return json(200, { cookie: true });
    if (url.pathname === '/api/login/session/authorization')
      return json(200, {
        claims: { ...NICO, account_id: linked },
        access_token: `token-${linked ?? 'none'}`,
        expires_in: 900,
      });
    if (url.pathname === '/api/login/session/logout') return json(200, { logged_out: true });
    if (url.pathname === '/api/utility/verify' && request.method === 'POST') {
      return request
        .clone()
        .json()
        .then((body) => {
          verifyBodies.push(body as Record<string, string>);
          const response = verify(body as Record<string, string>);
          if (response.ok) linked = 'acc-gold';
          return response;
        });
    }
    if (url.pathname === '/api/dashboard/acc-gold')
      return json(200, { account: { name: 'Gail Gold' }, memberships: [] });
    return undefined;
  };
  return { answer, verifyBodies };
}

const verified = () =>
  json(200, { verified: true, account_id: 'acc-gold', membership_number__c: 'GC100001' });
const refused = () => json(400, { message: REGISTRATION_MESSAGES.failure, codes: ['REGISTRATION_FAILED'] });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Member Portal Registration' });

describe('registration', () => {
  it('steers a signed-in login without an account id from the member area to existing_member, query kept', async () => {
    const login = unregisteredLogin(verified);
    const { portal } = await renderPortal('/members/account?form_open=true', [login.answer]);
    await waitFor(() =>
      expect(portal.router.state.location.href).toBe('/members/registration/existing_member?form_open=true'),
    );
    await heading();
    expect(screen.getByLabelText(/Membership Number/)).toBeTruthy();
    expect(login.verifyBodies).toEqual([]);
  });

  it('registers by hand: masks the date, converts it before submit, then continues where the member was going', async () => {
    const user = userEvent.setup();
    const login = unregisteredLogin(verified);
    const { portal } = await renderPortal('/members?tab=1', [login.answer]);
    await heading();

    await user.type(screen.getByLabelText(/Membership Number/), ' GC100001 ');
    const date = screen.getByLabelText(/Membership Expiration Date/);
    await user.type(date, '12312030');
    expect((date as HTMLInputElement).value).toBe('12/31/2030');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(login.verifyBodies).toHaveLength(1));
    expect(login.verifyBodies[0]).toEqual({
      membershipNumber: 'GC100001',
      membershipExpirationDate: '2030-12-31',
      auth0_user_id: 'idp|nico',
    });
    await waitFor(() => expect(portal.router.state.location.href).toBe('/members?tab=1'));
    expect(portal.session.getState()).toMatchObject({ user: { account_id: 'acc-gold' } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Gail Gold' });
  });

  it('shows each §5 message of the form and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const login = unregisteredLogin(verified);
    await renderPortal('/members/registration/existing_member', [login.answer]);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.membershipNumberRequired)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.expirationDateLength)).toBeTruthy();
    expect(screen.getByLabelText(/Membership Number/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Membership Number/)));

    await user.type(screen.getByLabelText(/Membership Expiration Date/), '02302030');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.expirationDateInvalid)).toBeTruthy();
    expect(login.verifyBodies).toEqual([]);
  });

  it('opens Registration Failure on a refused verify; Retry Registration returns to the form with what was typed', async () => {
    const user = userEvent.setup();
    const login = unregisteredLogin(refused);
    const { portal } = await renderPortal('/members/registration/existing_member', [login.answer]);
    await heading();
    await user.type(screen.getByLabelText(/Membership Number/), 'GC100001');
    await user.type(screen.getByLabelText(/Membership Expiration Date/), '01012031');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registration Failure' });
    expect(dialog.textContent).toContain(REGISTRATION_MESSAGES.failure);
    expect(portal.router.state.location.pathname).toBe('/members/registration/error');
    const retry = within(dialog).getByRole('button', { name: 'Retry Registration' });
    expect(document.activeElement).toBe(retry);

    await user.click(retry);
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe('/members/registration/existing_member'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText(/Membership Number/) as HTMLInputElement).value).toBe('GC100001');
    expect((screen.getByLabelText(/Membership Expiration Date/) as HTMLInputElement).value).toBe(
      '01/01/2031',
    );
  });

  it('says how long to wait when too many wrong membership numbers were tried (429 TOO_MANY_ATTEMPTS)', async () => {
    const user = userEvent.setup();
    const limited = () =>
      json(429, {
        message: 'Too many attempts. Please wait 15 minutes and try again.',
        codes: ['TOO_MANY_ATTEMPTS'],
      });
    const login = unregisteredLogin(limited);
    await renderPortal('/members/registration/existing_member', [login.answer]);
    await heading();
    await user.type(screen.getByLabelText(/Membership Number/), 'GC100001');
    await user.type(screen.getByLabelText(/Membership Expiration Date/), '01012031');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Registration Failure' });
    expect(dialog.textContent).toContain('Too many attempts. Please wait a few minutes and try again.');
    expect(dialog.textContent).not.toContain(REGISTRATION_MESSAGES.failure);
    await user.click(within(dialog).getByRole('button', { name: 'Retry Registration' }));
    expect((screen.getByLabelText(/Membership Number/) as HTMLInputElement).value).toBe('GC100001');
  });

  it('OK on the Registration Failure modal signs out', async () => {
    const user = userEvent.setup();
    const login = unregisteredLogin(refused);
    const { portal, requests } = await renderPortal('/members/registration/existing_member', [login.answer]);
    await heading();
    await user.type(screen.getByLabelText(/Membership Number/), 'GC100001');
    await user.type(screen.getByLabelText(/Membership Expiration Date/), '01012031');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration Failure' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/logged-out'));
    expect(requests.some((r) => new URL(r.url).pathname === '/api/login/session/logout')).toBe(true);
    expect(portal.session.getState().status).toBe('signed-out');
  });

  it('verifies at once on new_member with the membership navigation state holds, then continues', async () => {
    const login = unregisteredLogin(verified);
    const { portal } = await renderPortal('/', [login.answer]);
    await portal.router.navigate({
      to: '/members/memberships',
      state: { membershipNumber: 'GC100001', membershipExpirationDate: '2030-12-31' } as never,
    });
    await waitFor(() => expect(login.verifyBodies).toHaveLength(1));
    expect(login.verifyBodies[0]).toEqual({
      membershipNumber: 'GC100001',
      membershipExpirationDate: '2030-12-31',
      auth0_user_id: 'idp|nico',
    });
    await waitFor(() => expect(portal.router.state.location.pathname).toBe('/members/memberships'));
    expect(portal.session.getState()).toMatchObject({ user: { account_id: 'acc-gold' } });
  });

  it('shows the form on new_member when navigation state holds no membership', async () => {
    const login = unregisteredLogin(verified);
    const { portal } = await renderPortal('/members/registration/new_member', [login.answer]);
    await heading();
    await waitFor(() =>
      expect(portal.router.state.location.pathname).toBe('/members/registration/existing_member'),
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(login.verifyBodies).toEqual([]);
  });

  it('sends a visitor with no signed-in user to the error route with the Registration Failure modal', async () => {
    const { portal } = await renderPortal('/members/registration/existing_member', [signedOutAnswers]);
    const dialog = await screen.findByRole('dialog', { name: 'Registration Failure' });
    expect(dialog.textContent).toContain(REGISTRATION_MESSAGES.failure);
    expect(portal.router.state.location.pathname).toBe('/members/registration/error');
  });
});
