// The membership's local operator (spec §2 "local captain card", fallback title 'Your Local Sea Tow Captain').
import type { DashboardMembership } from '@/api/queries/dashboard';
import { phoneHref } from '@/src/shell/phone-href';
import { Card } from '@/ui/card';

type Aor = NonNullable<DashboardMembership['aor']>;

export function LocalCaptain({ aor }: { aor: Aor }) {
  return (
    <Card title={aor.name || 'Your Local Sea Tow Captain'}>
      <div className="dash-captain">
        {aor.photo_url__c && <img src={aor.photo_url__c} alt="" className="dash-captain__photo" />}
        <div>
          {aor.captain_name__c && <p className="dash-captain__name">{aor.captain_name__c}</p>}
          {aor.description && <p>{aor.description}</p>}
          {aor.x24_hour_phone__c && (
            <p>
              24-hour phone: <a href={phoneHref(aor.x24_hour_phone__c)}>{aor.x24_hour_phone__c}</a>
            </p>
          )}
          {aor.email && (
            <p>
              E-mail: <a href={`mailto:${aor.email}`}>{aor.email}</a>
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
