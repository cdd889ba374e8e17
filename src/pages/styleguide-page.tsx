// `/styleguide` (only when VITE_DISPLAY_STYLEGUIDE is on): the UI kit on one page.
import { useState } from 'react';
import { usePageMeta } from '@/src/shell/page-meta';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { pushFlash } from '@/ui/flash-store';
import { FormField } from '@/ui/form-field';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';

export function StyleguidePage() {
  usePageMeta({ title: 'Styleguide' });
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <h1>Styleguide</h1>
      <Card title="Buttons">
        <div className="button-row">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="link">Link style</Button>
          <Button busy>Busy</Button>
          <LinkButton to="/" variant="secondary">
            Link button
          </LinkButton>
        </div>
      </Card>
      <Card title="Alerts and flashes">
        <Alert kind="success">Saved successfully.</Alert>
        <Alert kind="failure">Something needs your attention.</Alert>
        <Alert kind="info">For your information.</Alert>
        <div className="button-row">
          <Button onClick={() => pushFlash('success', 'This is a success flash.')}>Flash success</Button>
          <Button variant="secondary" onClick={() => pushFlash('failure', 'This is a failure flash.')}>
            Flash failure
          </Button>
        </div>
      </Card>
      <Card title="Form field">
        <FormField label="Boat name" hint="As painted on the hull" name="boatName" />
        <FormField label="Length (ft)" error="Length must be at least 10 ft" name="length" required />
      </Card>
      <Card title="Spinner">
        <Spinner />
      </Card>
      <Card title="Dialog">
        <Button onClick={() => setDialogOpen(true)}>Open dialog</Button>
        <Dialog
          open={dialogOpen}
          title="Confirm"
          onClose={() => setDialogOpen(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => setDialogOpen(false)}>OK</Button>
            </>
          }
        >
          <p>Focus stays inside this dialog until it closes.</p>
        </Dialog>
      </Card>
    </>
  );
}
