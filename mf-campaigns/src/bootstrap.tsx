import { renderStandalone } from 'shared-ui/standalone';
import CampaignsRoot from './app/exposed-root';
import { NAMESPACE } from './locales';

// `?page=spotslist` shows the Spots List; a query string, because the dev server serves the
// bundle relative to `/` and a deeper path would not find it.
const page = new URLSearchParams(window.location.search).get('page') === 'spotslist' ? 'spotslist' : 'campaigns';

renderStandalone(CampaignsRoot, { page, namespace: NAMESPACE });
