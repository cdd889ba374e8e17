// The company logo (companion spec §5, §9, §4 'Logo upload'): PNG, JPG, JPEG or SVG under 500KB, else the
// flash 'Logo image size must be less than 500KB'; the chosen file is previewed, uploaded as a data URL,
// and the account is refreshed so every page shows the new logo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { errorCodesOf } from '@/api/error-codes';
import { uploadLogoMutationOptions, type PartnerAccount } from '@/api/queries/partner';
import { LOGO_ACCEPT, LOGO_RECOMMENDED, logoFileProblem } from '@/machines/partner/logo-rules';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { pushFlash } from '@/ui/flash-store';
import { ErrorCodesAlert } from '@/ui/support-line';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export function LogoCard({ account }: { account: PartnerAccount }) {
  const id = useId();
  const { api } = useRouteContext({ from: '__root__' });
  const upload = useMutation(uploadLogoMutationOptions(api, useQueryClient()));
  const [chosen, setChosen] = useState<{ name: string; dataUrl: string } | null>(null);
  const choose = async (file: File | undefined) => {
    upload.reset();
    setChosen(null);
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) return pushFlash('failure', problem);
    setChosen({ name: file.name, dataUrl: await readAsDataUrl(file) });
  };
  const send = () => {
    if (!chosen) return;
    upload.mutate(
      { accountid: account.sfid, base64encodedimage: chosen.dataUrl },
      {
        onSuccess: () => {
          pushFlash('success', 'Your logo was updated.');
          setChosen(null);
        },
      },
    );
  };
  const shown = chosen?.dataUrl ?? account.company_logo__c;
  return (
    <Card title="Company Logo">
      {shown ? (
        <img
          className="partner-card__logo"
          src={shown}
          alt={chosen ? 'Preview of the chosen logo' : `${account.name} logo`}
        />
      ) : (
        <p>No logo yet.</p>
      )}
      {upload.isError && <ErrorCodesAlert codes={errorCodesOf(upload.error)} />}
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          Choose a logo
        </label>
        <p className="form-field__hint" id={`${id}-hint`}>
          {LOGO_RECOMMENDED}
        </p>
        <input
          id={id}
          type="file"
          accept={LOGO_ACCEPT}
          aria-describedby={`${id}-hint`}
          disabled={upload.isPending}
          onChange={(e) => void choose(e.currentTarget.files?.[0])}
        />
      </div>
      {chosen && (
        <Button busy={upload.isPending} onClick={send}>
          Upload Logo
        </Button>
      )}
    </Card>
  );
}
