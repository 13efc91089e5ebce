import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { homeFor } from '../auth/roles';
import { useSession } from '../auth/session';
import { fullPageNavigate } from '../navigation';
import { texts } from '../texts';

/** '/' (spec §2): staff go to their back-office landing page, everyone else to the public map. */
export function HomeRedirect() {
  const { token, role } = useSession();
  const home = homeFor(token ? role : null);

  useEffect(() => {
    // Replace, not push: Back from the landing page must not bounce through this redirect again.
    if (home.fullPageLoad) fullPageNavigate(home.path, { replace: true });
  }, [home.fullPageLoad, home.path]);

  if (!home.fullPageLoad) return <Redirect to={home.path} replace />;
  return (
    <p className="page-status" role="status">
      {texts.redirecting}
    </p>
  );
}
