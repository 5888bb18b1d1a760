import { BrowserRouter } from 'shared-router';
import { AppRoutes } from './app-routes';
import type { ShellServices } from './create-shell-services';
import { ShellProviders } from './shell-providers';

export function App({ services }: { services: ShellServices }) {
  return (
    <ShellProviders services={services}>
      {/*
        Navigations are urgent updates, not transitions: a view the shell keeps (kept-views.tsx)
        shows in the click's own task. As a transition its render was time-sliced and shown
        300-550 ms after the click in about half the switches (docs/performance.md).
      */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </ShellProviders>
  );
}
