import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYST_CLAIMS } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderAccountPart } from '../../../testing/render-account';
import { ProfileCard } from './profile-card';

beforeEach(computeInlineStylesOnly);

describe('profile card', () => {
  it('shows the initial, the name and the e-mail of the session, and follows it', async () => {
    const { host } = renderAccountPart(
      (partHost) => <ProfileCard host={partHost} />,
      () => [],
    );
    expect(screen.getByText('A', { selector: '.ant-avatar-string' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ana Analyst' })).toBeInTheDocument();
    expect(screen.getByText('analyst@demo.test')).toBeInTheDocument();

    act(() => host.session.setState({ claims: { ...ANALYST_CLAIMS, name: 'Zoe', surname: 'Zeta' } }));
    expect(screen.getByRole('heading', { name: 'Zoe Zeta' })).toBeInTheDocument();
    expect(screen.getByText('Z', { selector: '.ant-avatar-string' })).toBeInTheDocument();
  });

  it("switches the suite's language (the host's one i18next instance) from the selector", async () => {
    const { host } = renderAccountPart(
      (partHost) => <ProfileCard host={partHost} />,
      () => [],
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByText('Português'));

    await waitFor(() => expect(host.i18n.language).toBe('pt'));
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByText('E-mail')).toBeInTheDocument();
  });
});
