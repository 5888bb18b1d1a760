import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'shared-router';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from './render-with-host';

function ProbeProviders() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { i18n } = useTranslation();
  const location = useLocation();
  return (
    <ul>
      <li>query client: {queryClient ? 'yes' : 'no'}</li>
      <li>antd app: {typeof message.info}</li>
      <li>language: {i18n.language}</li>
      <li>path: {location.pathname}</li>
    </ul>
  );
}

describe('renderWithHost', () => {
  it('wraps the page in a query client, antd App, the host i18n and a router at the route', () => {
    const host = createTestHost({ language: 'pt' });
    const result = renderWithHost(<ProbeProviders />, { host, route: '/dashboard/snapshots' });

    expect(screen.getByText('query client: yes')).toBeInTheDocument();
    expect(screen.getByText('antd app: function')).toBeInTheDocument();
    expect(screen.getByText('language: pt')).toBeInTheDocument();
    expect(screen.getByText('path: /dashboard/snapshots')).toBeInTheDocument();
    expect(result.host).toBe(host);
    expect(result.queryClient.getDefaultOptions().queries?.retry).toBe(false);
  });

  it('creates a test host when none is given', () => {
    const result = renderWithHost(<ProbeProviders />);

    expect(result.host.session.getState().status).toBe('authenticated');
    expect(screen.getByText('path: /')).toBeInTheDocument();
  });
});
