// The programs application's own URLs (docs/routes.md 'Programs portal'): where an application goes by its
// auth0_status (companion spec §4 'Application outcome') and where a created login goes.
import type { PartnerApplicationOutput } from '@/machines/partner-application.machine';

export const APPLY_PATH = '/programs/apply';
export const SUBMITTED_PATH = '/programs/apply/login';
export const THANK_YOU_PATH = '/programs/apply/thank-you';
export const CREATE_ACCOUNT_PATH = '/programs/apply/create-account';

export function submittedHref(status: string): string {
  return `${SUBMITTED_PATH}?${new URLSearchParams({ status }).toString()}`;
}

export function applicationNextHref(output: PartnerApplicationOutput): string {
  switch (output.outcome) {
    case 'existingLogin':
      return submittedHref(output.auth0_status);
    case 'createLogin':
      return `${CREATE_ACCOUNT_PATH}?${new URLSearchParams({
        account_uuid: output.account_uuid,
        status: output.auth0_status,
        email: output.auth0_email ?? '',
        link_token: output.link_token ?? '',
      }).toString()}`;
    case 'thankYou':
      return THANK_YOU_PATH;
  }
}
