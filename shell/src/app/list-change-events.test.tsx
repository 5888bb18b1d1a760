import { act, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useDeleteAlert } from '../features/alerts/api/delete-alert';
import { useSaveAlert } from '../features/alerts/api/save-alert';
import { useEditReport } from '../features/reports/api/edit-report';
import { useToggleReport } from '../features/reports/api/toggle-report';
import { renderSignedIn } from '../testing/render-signed-in';

type Mutations = {
  editReport: ReturnType<typeof useEditReport>;
  toggleReport: ReturnType<typeof useToggleReport>;
  saveAlert: ReturnType<typeof useSaveAlert>;
  deleteAlert: ReturnType<typeof useDeleteAlert>;
};

/** Hands the shell's report and alert mutations (what its dialogs call) to the test. */
function Harness({ onReady }: { onReady(mutations: Mutations): void }) {
  const mutations: Mutations = {
    editReport: useEditReport(),
    toggleReport: useToggleReport(),
    saveAlert: useSaveAlert(),
    deleteAlert: useDeleteAlert(),
  };
  useEffect(() => {
    onReady(mutations);
  });
  return null;
}

async function renderHarness() {
  let latest: Mutations | null = null;
  const view = await renderSignedIn(
    <Harness
      onReady={(mutations) => {
        latest = mutations;
      }}
    />,
    {
      routes: {
        'PUT /v2/reports/5/edit': { body: {} },
        'POST /v2/reports/5/toggle': { status: 404, body: { error: 'Report not found' } },
        'POST /v2/alerts': { status: 201, body: { id: 1, name: 'A', advertisers: [] } },
        'DELETE /v2/alerts/1': { status: 204 },
      },
    },
  );
  const said: string[] = [];
  view.services.host.events.on('reports:changed', () => said.push('reports:changed'));
  view.services.host.events.on('alerts:changed', () => said.push('alerts:changed'));
  await waitFor(() => expect(latest).not.toBeNull());
  return { ...view, said, mutations: () => latest as unknown as Mutations };
}

describe("the shell's report and alert changes are said on the HostApi's bus", () => {
  it('after each saved change, so the account page (a remote) reloads its tables too', async () => {
    const { said, mutations } = await renderHarness();
    await act(() => mutations().editReport.mutateAsync({ id: 5, name: 'R', frequency: 'never', formats: [] }));
    await act(() => mutations().saveAlert.mutateAsync({ id: 0, name: 'A', advertisers: [] }));
    await act(() => mutations().deleteAlert.mutateAsync(1));
    expect(said).toEqual(['reports:changed', 'alerts:changed', 'alerts:changed']);
  });

  it('not after a failure: nothing changed', async () => {
    const { said, mutations } = await renderHarness();
    await act(() =>
      mutations()
        .toggleReport.mutateAsync({ id: 5, enabled: false })
        .catch(() => undefined),
    );
    expect(said).toEqual([]);
  });
});
