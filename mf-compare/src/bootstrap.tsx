import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStandaloneHandle, StandaloneHost } from 'shared-ui/standalone';
import CompareRoot from './app/exposed-root';
import { NAMESPACE } from './locales';

// The dev host plays the shell's part: it writes the picked entities into the search.
const handle = createStandaloneHandle();
handle.host.events.on('compare:change', (compare) => handle.host.search.setState({ compare }));

const container = document.getElementById('root');
if (!container) throw new Error('public/index.html has no element with id "root"');
createRoot(container).render(
  <StrictMode>
    <StandaloneHost Page={CompareRoot} page="compare" namespace={NAMESPACE} handle={handle} />
  </StrictMode>,
);
