import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../lib/page-loading';
import { useMarketingTranslation } from '../lib/use-marketing-translation';
import { TakeOverServerCopy } from './take-over-server-copy';

export interface LazyPage<P extends object> {
  /** The page, drawn at once when its code is here, else after a spinner. */
  Page: ComponentType<P>;
  /** Starts (or joins) the download of the page's code. */
  preload(): Promise<void>;
}

/**
 * A page whose code loads when it is first shown: a visitor downloads the layout and the page
 * opened, not every page of the area (issue 56: each page within 200 KB of script).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Page(props: P) {
    const { t } = useMarketingTranslation();
    if (loaded) {
      const Loaded = loaded;
      return (
        <>
          <Loaded {...props} />
          <TakeOverServerCopy />
        </>
      );
    }
    return (
      <Suspense fallback={<PageLoading label={t('layout.loading')} />}>
        <Lazy {...props} />
        <TakeOverServerCopy />
      </Suspense>
    );
  }
  return { Page, preload: () => start().then(() => undefined) };
}
