import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import type { ShellServices } from './create-shell-services';
import { ShellProviders } from './shell-providers';

export function App({ services }: { services: ShellServices }) {
  return (
    <ShellProviders services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ShellProviders>
  );
}
