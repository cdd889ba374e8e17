// Runs the contact-edit chart with its real actors for one contact (or a new one) and reports how it
// ended: saved, closed, or signed out after the primary e-mail changed.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { provideContactEdit } from '@/journeys/account/contact-edit.actors';
import type { ContactEditInput, ContactEditOutput } from '@/machines/contact-edit.machine';
import { ContactForm } from '@/screens/account/contact-form';
import { SIGN_IN_AGAIN_URL, useAccountDeps } from './use-account-deps';

export interface ContactEditorProps {
  input: ContactEditInput;
  label: string;
  onFinished: (result: 'saved' | 'closed') => void;
}

export function ContactEditor({ input, label, onFinished }: ContactEditorProps) {
  const deps = useAccountDeps();
  const machine = useMemo(() => provideContactEdit(deps), [deps]);
  const [snapshot, send, actor] = useMachine(machine, { input });

  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      if (s.status !== 'done') return;
      const output = s.output as ContactEditOutput;
      if (output.result === 'signedOut') deps.leave(SIGN_IN_AGAIN_URL);
      else onFinished(output.result);
    });
    return () => subscription.unsubscribe();
  }, [actor, deps, onFinished]);

  return <ContactForm snapshot={snapshot} send={send} label={label} />;
}
