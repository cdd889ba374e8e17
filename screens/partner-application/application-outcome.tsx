// The two pages an application ends on (companion spec §2.2, §4 'Application outcome'): 'Application
// Submitted!' with the message for an existing login or a pending application, and 'Thank you for
// applying!' with the 72-hour promise and a way back to the programs dashboard.
import type { ReactNode } from 'react';
import { Card } from '@/ui/card';
import { SUBMITTED_HEADING, THANK_YOU_HEADING } from './partner-application-headings';

export const SUBMITTED_MESSAGES = {
  existingLogin:
    'You already have a login with this e-mail address: you can log in with existing credentials to reach the programs portal.',
  pending:
    'Your login is ready. You can sign in and access your account while your application is pending approval.',
} as const;

export const REVIEW_PROMISE =
  'Our team reviews your application and will be in touch by e-mail within 72 hours.';

export function ApplicationSubmitted({
  existingLogin,
  signIn,
}: {
  existingLogin: boolean;
  signIn: ReactNode;
}) {
  return (
    <div className="partner-apply">
      <h1>{SUBMITTED_HEADING}</h1>
      <Card>
        <p>{existingLogin ? SUBMITTED_MESSAGES.existingLogin : SUBMITTED_MESSAGES.pending}</p>
        <p>{REVIEW_PROMISE}</p>
        {signIn}
      </Card>
    </div>
  );
}

export function ApplicationThankYou({ back }: { back: ReactNode }) {
  return (
    <div className="partner-apply">
      <h1>{THANK_YOU_HEADING}</h1>
      <Card>
        <p>{REVIEW_PROMISE}</p>
        {back}
      </Card>
    </div>
  );
}
