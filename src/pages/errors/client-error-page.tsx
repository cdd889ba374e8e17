// `/error/client_error?status=&app=` (spec §2/§8, companion §8). Kind and app come from the query.
import { useRouter } from '@tanstack/react-router';
import { config } from '@/src/config';
import { usePageMeta } from '@/src/shell/page-meta';
import { phoneHref } from '@/src/shell/phone-href';
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import { NETWORK_UNAVAILABLE } from '@/ui/network-notice';

export interface ClientErrorSearch {
  status?: string;
  app?: string;
}

const LOGOUT_BY_APP: Record<string, string> = { members: '/logout', programs: '/programs/logout' };

function GoBackButton({ label }: { label: string }) {
  const router = useRouter();
  return <Button onClick={() => router.history.back()}>{label}</Button>;
}

function NetworkUnavailable() {
  usePageMeta({ title: NETWORK_UNAVAILABLE.title });
  return (
    <>
      <h1>{NETWORK_UNAVAILABLE.title}</h1>
      <p>{NETWORK_UNAVAILABLE.text}</p>
      <div className="button-row">
        <GoBackButton label={NETWORK_UNAVAILABLE.retry} />
      </div>
    </>
  );
}

function UnauthorizedRequest({ app }: { app: string | undefined }) {
  usePageMeta({ title: 'Unauthorized Request' });
  const logoutPath = app === undefined ? '/' : LOGOUT_BY_APP[app];
  return (
    <>
      <h1>Unauthorized Request</h1>
      {logoutPath ? (
        <>
          <p>You are not authorized to make this request. Please sign out and sign in again.</p>
          <div className="button-row">
            <LinkButton to={logoutPath}>Logout and Retry</LinkButton>
          </div>
        </>
      ) : (
        <p>You are not authorized to view this page.</p>
      )}
    </>
  );
}

function PageNotFound({ app }: { app: string | undefined }) {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <>
      <h1>Page Not Found</h1>
      <h2>No Matches Available</h2>
      <p>The page you are looking for was moved or does not exist.</p>
      <div className="button-row">
        <GoBackButton label="Go Back" />
      </div>
      {app === 'programs' ? (
        <p>
          Questions? E-mail us at <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
        </p>
      ) : (
        <p>
          Need help? <a href={phoneHref(config.supportPhone)}>Contact us at {config.supportPhone}</a>.
        </p>
      )}
    </>
  );
}

function UnknownClientError() {
  usePageMeta({ title: 'Unknown client error' });
  return (
    <>
      <h1>Unknown client error</h1>
      <p>Something went wrong with your request. Please try again.</p>
      <div className="button-row">
        <GoBackButton label="Go Back" />
      </div>
    </>
  );
}

export function ClientErrorPage({ status, app }: ClientErrorSearch) {
  let view;
  if (status === 'api-down' || status === 'network') view = <NetworkUnavailable />;
  else if (status === '401' || status === '403') view = <UnauthorizedRequest app={app} />;
  else if (status === '404') view = <PageNotFound app={app} />;
  else view = <UnknownClientError />;
  return <div className="error-page">{view}</div>;
}
