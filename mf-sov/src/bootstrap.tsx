import { renderStandalone } from 'shared-ui/standalone';
import ShareOfVoiceRoot from './app/exposed-root';
import { NAMESPACE } from './locales';

// `?bench`: fixture data instead of the API, for bench/render-bench.mjs (loaded only then).
if (new URLSearchParams(window.location.search).has('bench')) {
  const root = document.getElementById('root');
  if (root) void import('./app/bench-host').then(({ renderBenchHost }) => renderBenchHost(root));
} else {
  renderStandalone(ShareOfVoiceRoot, { page: 'shareofvoice', namespace: NAMESPACE });
}
