import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../testing/render-signed-in';
import { AccountMenu } from './account-menu';

async function openMenu(roles: string[], adminUrl?: string) {
  const view = await renderSignedIn(<AccountMenu {...(adminUrl ? { adminUrl } : {})} />, { claims: { roles } });
  await view.user.click(screen.getByRole('button', { name: /Ana Analyst/ }));
  await screen.findByRole('menuitem', { name: /Account settings/ });
  return view;
}

describe('AccountMenu', () => {
  it('offers the Admin Dashboard to a super admin, in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await openMenu(['ROLE_SUPER_ADMIN'], 'https://admin.adintel.test');
    await user.click(screen.getByRole('menuitem', { name: /Admin Dashboard/ }));
    expect(open).toHaveBeenCalledWith('https://admin.adintel.test', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('hides it from other users, and when no admin site is configured', async () => {
    await openMenu(['ROLE_FEATURE_SHARE_OF_VOICE'], 'https://admin.adintel.test');
    expect(screen.queryByRole('menuitem', { name: /Admin Dashboard/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Log Out/ })).toBeInTheDocument();
  });

  it('hides it from a super admin when no admin site is configured', async () => {
    await openMenu(['ROLE_SUPER_ADMIN']);
    expect(screen.queryByRole('menuitem', { name: /Admin Dashboard/ })).toBeNull();
  });
});
