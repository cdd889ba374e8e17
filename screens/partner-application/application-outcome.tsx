// The two pages an application ends on (companion spec §2.2, §4 'Application outcome'): 'Application
// Submitted!' with the message for an existing login or a pending application, and 'Thank you for
// applying!' with the 72-hour promise, a way back to the programs dashboard and the back-to-website link.
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

/** Spec §2.2: "a generic confirmation page with a back-to-website link". */
export const BACK_TO_WEBSITE = 'Back to Website';

export function ApplicationThankYou({ back, website }: { back: ReactNode; website: string }) {
  return (
    <div className="partner-apply">
      <h1>{THANK_YOU_HEADING}</h1>
      <Card>
        <p>{REVIEW_PROMISE}</p>
        <div className="button-row">
          {back}
          <a href={website}>{BACK_TO_WEBSITE}</a>
        </div>
      </Card>
    </div>
  );
}
