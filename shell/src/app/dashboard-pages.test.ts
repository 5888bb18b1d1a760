import { dashboardPageOf } from './dashboard-pages';

describe('dashboardPageOf', () => {
  it('names the page and the remote a dashboard address opens, report or not', () => {
    expect(dashboardPageOf('/dashboard/shareofvoice')).toMatchObject({ page: 'shareofvoice', remote: 'mf-sov' });
    expect(dashboardPageOf('/dashboard/investment/42')).toMatchObject({ page: 'investment', remote: 'mf-investment' });
    expect(dashboardPageOf('/dashboard/home')).toMatchObject({ page: 'home', remote: null });
  });

  it('is nothing for the login page, an unknown page or the bare dashboard', () => {
    expect(dashboardPageOf('/login')).toBeUndefined();
    expect(dashboardPageOf('/dashboard/nowhere')).toBeUndefined();
    expect(dashboardPageOf('/dashboard')).toBeUndefined();
    expect(dashboardPageOf('/dashboardx/shareofvoice')).toBeUndefined();
  });
});
