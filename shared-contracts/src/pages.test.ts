import { isSafeDashboardPath, landingPage } from './pages';
import { ROLES, canSeePage } from './roles';

describe('landingPage', () => {
  it('lands on share of voice when the roles allow it', () => {
    expect(landingPage([ROLES.shareOfVoice, ROLES.investment])).toBe('shareofvoice');
  });

  it('falls back to the first allowed page of the preference list', () => {
    expect(landingPage([ROLES.investment])).toBe('investment');
    expect(landingPage([ROLES.campaign])).toBe('campaigns');
    expect(landingPage([])).toBe('home');
  });
});

describe('canSeePage', () => {
  it('gates pages by role and leaves the others open', () => {
    expect(canSeePage([ROLES.shareOfVoice], 'snapshots')).toBe(true);
    expect(canSeePage([ROLES.shareOfVoice], 'spotslist')).toBe(false);
    expect(canSeePage([], 'account')).toBe(true);
  });

  it('opens Compare to Share of Voice or Real-Time Spend customers', () => {
    expect(canSeePage([ROLES.shareOfVoice], 'compare')).toBe(true);
    expect(canSeePage([ROLES.investment], 'compare')).toBe(true);
    expect(canSeePage([ROLES.campaign], 'compare')).toBe(false);
  });
});

describe('isSafeDashboardPath', () => {
  it.each(['/dashboard/investment', '/dashboard/shareofvoice/12?countries=AR'])('follows %s', (path) => {
    expect(isSafeDashboardPath(path)).toBe(true);
  });

  it.each([
    'https://evil.test/dashboard/x',
    '//evil.test/dashboard/x',
    '/login',
    '/dashboard',
    'javascript:alert(1)',
    '/dashboard/\\evil',
  ])('drops %s', (path) => {
    expect(isSafeDashboardPath(path)).toBe(false);
  });
});
