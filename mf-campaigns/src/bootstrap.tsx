import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneHost } from 'shared-ui/standalone';
import CampaignsRoot from './app/exposed-root';
import { createCampaignsHandle } from './app/standalone/standalone-handle';
import { readStandaloneParams } from './app/standalone/standalone-params';
import { NAMESPACE } from './locales';

// The query string picks the page (`?page=spotslist`), the page size (`?limit=50`) and the fixture
// mode (`?fixture=50`); a query string, because the dev server serves the bundle relative to `/`.
const params = readStandaloneParams(window.location.search);
const container = document.getElementById('root');
if (!container) throw new Error('public/index.html has no element with id "root"');

void createCampaignsHandle(params).then((handle) => {
  createRoot(container).render(
    <StrictMode>
      <StandaloneHost
        Page={CampaignsRoot}
        page={params.page}
        namespace={NAMESPACE}
        handle={handle}
        signIn={!params.fixtureCards}
      />
    </StrictMode>,
  );
});
