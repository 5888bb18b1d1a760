import { act, screen } from '@testing-library/react';
import { createTestServices, renderInAct, renderWithShell } from '../testing/render-shell';
import { HostBridgeConnector } from './host-bridge-connector';

describe('HostBridgeConnector', () => {
  it("shows a remote's notice as a snackbar, loading antd for the first one", async () => {
    const services = createTestServices();
    // Without the test's antd frame, as on the login page: the notices bring their own.
    await renderInAct(() => renderWithShell(<HostBridgeConnector />, { services, antdFrame: false }));
    expect(document.querySelector('.ant-notification')).toBeNull();

    await act(async () => services.host.notify('success', 'Report saved'));
    expect(await screen.findByText('Report saved')).toBeInTheDocument();
    // docs/product.md#shell-frame: the snackbar sits at the bottom right.
    expect(document.querySelector('.ant-notification-bottomRight')).toContainElement(screen.getByText('Report saved'));

    await act(async () => services.host.notify('error', 'Export failed'));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('Report saved')).toBeInTheDocument();
  });

  it('navigates inside the router', async () => {
    const services = createTestServices();
    await renderInAct(() => renderWithShell(<HostBridgeConnector />, { services, url: '/login', antdFrame: false }));
    act(() => services.host.navigate('/marketing/plans'));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/marketing/plans');
  });
});
