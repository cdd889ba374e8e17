// Go Paperless (spec §4): the toggle adds or removes 'Paperless Renewal' in the Primary Contact's
// communication_preferences__c, then the contacts are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { updateContactMutationOptions } from '@/api/queries/contacts';
import { accountFailureText } from '@/journeys/account/account-failure';
import { isPaperless, paperlessList } from '@/machines/account/contact-record';
import { config } from '@/src/config';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import type { ContactRow } from './use-account-data';

export function PaperlessCard({ primary }: { primary: ContactRow | undefined }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const toggle = useMutation(updateContactMutationOptions(api, queryClient));
  const id = useId();
  const on = isPaperless(primary?.communication_preferences__c);
  // While the change is saved and the list refetched, the switch shows the state asked for.
  const shown = toggle.isPending ? !on : on;

  const flip = () => {
    if (!primary || toggle.isPending) return;
    toggle.mutate({
      sfid: primary.sfid,
      id: primary.id,
      communication_preferences__c: paperlessList(primary.communication_preferences__c, !on) || null,
    });
  };

  return (
    <Card title="Go Paperless">
      <div className="account-switch">
        <button
          type="button"
          role="switch"
          id={id}
          className="account-switch__control"
          aria-checked={shown}
          aria-describedby={`${id}-note`}
          disabled={!primary || toggle.isPending}
          onClick={flip}
        >
          <span className="account-switch__track" aria-hidden="true">
            <span className="account-switch__thumb" />
          </span>
          <span className="account-switch__label">Paperless Renewal</span>
          <span className="account-switch__state">{shown ? 'On' : 'Off'}</span>
        </button>
      </div>
      <p className="account-note" id={`${id}-note`}>
        Receive your renewal notices by email instead of by mail.
      </p>
      {toggle.isError && (
        <Alert kind="failure">{accountFailureText(toggle.error, config.supportPhone)}</Alert>
      )}
    </Card>
  );
}
