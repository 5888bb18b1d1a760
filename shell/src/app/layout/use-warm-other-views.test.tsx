import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'shared-router';
import { ROLES } from 'shared-contracts';
import { warmWhenIdle } from '../../features/remote-view/lib/warm-when-idle';
import { remoteLoadsStore } from '../../features/remote-view/stores/remote-loads-store';
import { dataViewRemotes, useWarmOtherViews } from './use-warm-other-views';

jest.mock('../../features/remote-view/lib/warm-when-idle', () => ({ warmWhenIdle: jest.fn(() => jest.fn()) }));
const warmWhenIdleMock = jest.mocked(warmWhenIdle);
const ANALYST = [ROLES.shareOfVoice, ROLES.investment, ROLES.campaign];

function renderAt(url: string, roles: readonly string[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => useWarmOtherViews(roles), { wrapper });
}

describe('useWarmOtherViews', () => {
  beforeEach(() => {
    warmWhenIdleMock.mockClear();
    remoteLoadsStore.setState({ loads: {} });
  });

  it('waits for the page it opened on to load its remote, then warms the other data views', () => {
    renderAt('/dashboard/shareofvoice', ANALYST);
    expect(warmWhenIdleMock).not.toHaveBeenCalled();
    act(() =>
      remoteLoadsStore.getState().record('mf-investment', { status: 'loaded', contractVersion: '1.0.0', loadMs: 5 }),
    );
    expect(warmWhenIdleMock).not.toHaveBeenCalled();
    act(() => remoteLoadsStore.getState().record('mf-sov', { status: 'loaded', contractVersion: '1.0.0', loadMs: 5 }));
    expect(warmWhenIdleMock).toHaveBeenCalledTimes(1);
    expect(warmWhenIdleMock).toHaveBeenCalledWith(['mf-investment', 'mf-campaigns', 'mf-snapshots', 'mf-compare']);
  });

  it('starts at once on a page the shell draws itself, and stops warming when unmounted', () => {
    const stop = jest.fn();
    warmWhenIdleMock.mockReturnValueOnce(stop);
    const { unmount } = renderAt('/dashboard/home', ANALYST);
    expect(warmWhenIdleMock).toHaveBeenCalledTimes(1);
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});

describe('dataViewRemotes', () => {
  it("lists each data view's remote the roles allow, never Account's", () => {
    expect(dataViewRemotes(ANALYST)).not.toContain('mf-account');
    expect(dataViewRemotes([ROLES.shareOfVoice])).toEqual(['mf-sov', 'mf-snapshots', 'mf-compare']);
    expect(dataViewRemotes([])).toEqual([]);
  });
});
