import type { RemotePageProps } from 'shared-contracts';
import { renderStandalone } from 'shared-ui/standalone';
import MarketingRoot from './app/exposed-root';
import { HostProvider } from './app/host-context';
import { MarketingLook } from './app/layout/marketing-look';
import { NAMESPACE } from './locales';

/** The page as the shell shows it: with the native look's controls sheet, which the shell draws on every page. */
function StandaloneMarketing(props: RemotePageProps) {
  return (
    <>
      <HostProvider host={props.host}>
        <MarketingLook sheet="controls" />
      </HostProvider>
      <MarketingRoot {...props} />
    </>
  );
}

// The public area runs with no session, so the dev host does not log in.
renderStandalone(StandaloneMarketing, { page: 'home', namespace: NAMESPACE, signIn: false });
