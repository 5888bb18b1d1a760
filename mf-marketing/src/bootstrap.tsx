import { renderStandalone } from 'shared-ui/standalone';
import MarketingRoot from './app/exposed-root';
import { NAMESPACE } from './locales';

// The public area runs with no session, so the dev host does not log in.
renderStandalone(MarketingRoot, { page: 'home', namespace: NAMESPACE, signIn: false });
