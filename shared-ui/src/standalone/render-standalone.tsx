import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { RemotePageProps } from 'shared-contracts';
import { StandaloneHost, type StandaloneOptions } from './standalone-host';

/**
 * A remote's standalone entry (`pnpm --filter <remote> dev`): renders its exposed page into
 * `#root` inside the dev host.
 */
export function renderStandalone(
  Page: ComponentType<RemotePageProps>,
  options: StandaloneOptions,
  container: HTMLElement | null = document.getElementById('root'),
): Root {
  if (!container) throw new Error('renderStandalone: public/index.html has no element with id "root"');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <StandaloneHost Page={Page} {...options} />
    </StrictMode>,
  );
  return root;
}
