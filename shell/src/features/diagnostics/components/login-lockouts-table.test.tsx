import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { LoginLockout, LoginLockoutsResponse } from 'shared-contracts';
import { apiServer } from '../../../testing/api-server';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import { LoginLockoutsTable } from './login-lockouts-table';

const ACCOUNT: LoginLockout = {
  id: '0b7f9a4e-5d0c-4d59-9a3e-2f1c6b8e7d21',
  kind: 'account',
  subject: 'sov@demo.test',
  device: null,
  failures: 10,
  lockedAt: '2026-11-23T10:00:00.000Z',
  lockedUntil: '2026-11-23T10:15:00.000Z',
  inForce: true,
};
const DEVICE: LoginLockout = {
  ...ACCOUNT,
  id: '5f1d2c3b-0a9e-4c8d-8b7a-6f5e4d3c2b1a',
  kind: 'device',
  subject: 'demo@demo.test',
  device: '3f9a1c2b',
};
const ENDED: LoginLockout = {
  ...ACCOUNT,
  id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  kind: 'address',
  subject: '203.0.113.7',
  failures: 20,
  inForce: false,
};

/** The lockouts call answering `lockouts` until one is lifted; records what was lifted. */
function fakeLockouts(lockouts: LoginLockout[]) {
  const lifted: string[] = [];
  apiServer.use(
    http.get('/api/v2/admin/login-lockouts', () =>
      HttpResponse.json<LoginLockoutsResponse>({ lockouts: lockouts.filter((item) => !lifted.includes(item.id)) }),
    ),
    http.delete('/api/v2/admin/login-lockouts/:id', ({ params }) => {
      lifted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return lifted;
}

// antd's table measures the scrollbar with a pseudo-element, which jsdom does not implement.
const getComputedStyle = window.getComputedStyle.bind(window);

function renderTable(language: 'en' | 'es' | 'pt' = 'en') {
  return renderWithShell(<LoginLockoutsTable />, { services: createTestServices({ language }) });
}

describe('LoginLockoutsTable', () => {
  beforeEach(() => {
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element));
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists what is locked, since and until when, after how many failures', async () => {
    fakeLockouts([ACCOUNT, DEVICE, ENDED]);
    renderTable();
    const table = await screen.findByRole('table', { name: 'Failed-login lockouts' });
    const account = await within(table).findByRole('row', { name: /sov@demo\.test/ });
    expect(within(account).getByText('Account')).toBeInTheDocument();
    expect(within(account).getByText(new Date(ACCOUNT.lockedAt).toLocaleString())).toBeInTheDocument();
    expect(within(account).getByText(new Date(ACCOUNT.lockedUntil).toLocaleString())).toBeInTheDocument();
    expect(within(account).getByText('10')).toBeInTheDocument();
    const device = within(table).getByRole('row', { name: /demo@demo\.test, device 3f9a1c2b/ });
    expect(within(device).getByText('Device')).toBeInTheDocument();
    // An ended lockout is shown, with nothing to lift.
    const ended = within(table).getByRole('row', { name: /203\.0\.113\.7/ });
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lifts a lockout and shows the list without it', async () => {
    const lifted = fakeLockouts([ACCOUNT, DEVICE]);
    const { user } = renderTable();
    await user.click(await screen.findByRole('button', { name: 'Lift the lockout of sov@demo.test' }));
    expect(
      await screen.findByRole('button', { name: 'Lift the lockout of demo@demo.test, device 3f9a1c2b' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /sov@demo\.test/ })).not.toBeInTheDocument());
    expect(lifted).toEqual([ACCOUNT.id]);
  });

  it('says when nothing was locked, in the user language', async () => {
    fakeLockouts([]);
    renderTable('es');
    expect(await screen.findByText('Ningún ingreso fue bloqueado en el último día.')).toBeInTheDocument();
  });

  it('says when the list cannot be read, and tries again on request', async () => {
    fakeLockouts([ACCOUNT]);
    // The first read and the query's one retry fail.
    let failuresLeft = 2;
    apiServer.use(
      http.get('/api/v2/admin/login-lockouts', () => {
        if (failuresLeft === 0) return undefined;
        failuresLeft -= 1;
        return HttpResponse.json({ error: 'Internal error' }, { status: 500 });
      }),
    );
    const { user } = renderTable();
    const error = 'The lockouts could not be read. Try again in a moment.';
    expect(await screen.findByText(error, {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /sov@demo\.test/ })).toBeInTheDocument();
  });

  it('says when a lockout could not be lifted', async () => {
    fakeLockouts([ACCOUNT]);
    apiServer.use(
      http.delete('/api/v2/admin/login-lockouts/:id', () =>
        HttpResponse.json({ error: 'Internal error' }, { status: 500 }),
      ),
    );
    const { user } = renderTable('pt');
    await user.click(await screen.findByRole('button', { name: 'Suspender o bloqueio de sov@demo.test' }));
    expect(
      await screen.findByText('Não foi possível suspender o bloqueio. Tente novamente em instantes.'),
    ).toBeInTheDocument();
  });
});
