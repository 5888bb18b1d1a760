import { pageOfPath, reportLinkPage, reportSection } from './report-link';

const ALL = ['ROLE_FEATURE_SHARE_OF_VOICE', 'ROLE_FEATURE_INVESTMENT', 'ROLE_FEATURE_CAMPAIGN'];

describe('the section a saved report opens in', () => {
  it('is Share of Voice when the user is on Snapshots', () => {
    expect(reportSection('snapshots', 'investment', ALL)).toBe('shareofvoice');
  });

  it.each(['investment', 'campaigns', 'spotslist', 'shareofvoice'])('is the current section on %s', (page) => {
    expect(reportSection(page, 'snapshots', ALL)).toBe(page);
  });

  it('is the last data page on pages without a section', () => {
    expect(reportSection('account', 'investment', ALL)).toBe('investment');
    expect(reportSection('home', 'snapshots', ALL)).toBe('shareofvoice');
  });

  it('falls back to a report page the roles allow, or none', () => {
    expect(reportSection('home', 'investment', ['ROLE_FEATURE_CAMPAIGN'])).toBe('campaigns');
    expect(reportSection('home', 'investment', [])).toBeNull();
  });

  it('reads the page of a dashboard path', () => {
    expect(pageOfPath('/dashboard/investment/42')).toBe('investment');
    expect(pageOfPath('/login')).toBeNull();
  });
});

describe('the page a saved report links to', () => {
  const compared = { parameters: { country: 'AR' as const, page: 'compare', countries: ['AR' as const] } };

  it('is Compare for a report saved there, for roles that may see it; else the section', () => {
    expect(reportLinkPage(compared, 'investment', ALL)).toBe('compare');
    expect(reportLinkPage(compared, 'campaigns', ['ROLE_FEATURE_CAMPAIGN'])).toBe('campaigns');
    expect(reportLinkPage({ parameters: { ...compared.parameters, page: '1' } }, 'investment', ALL)).toBe('investment');
  });
});
