import { HttpError } from 'shared-contracts';
import { audienceMode, audienceSlices, describeAudienceError, SAMPLE_AUDIENCE } from './audience-rules';

const WITH_ROLE = ['ROLE_FEATURE_SHARE_OF_VOICE', 'ROLE_FEATURE_AUDIENCES'];

describe('audience rules', () => {
  it.each(['MX', 'AR', 'CO', 'PE', 'CL', 'BR'] as const)('measures %s with the role, locks it without', (country) => {
    expect(audienceMode(country, WITH_ROLE)).toBe('live');
    expect(audienceMode(country, ['ROLE_FEATURE_SHARE_OF_VOICE'])).toBe('locked');
  });

  it('is coming soon elsewhere, whatever the roles', () => {
    expect(audienceMode('ES', WITH_ROLE)).toBe('coming-soon');
    expect(audienceMode('UY', [])).toBe('coming-soon');
    expect(audienceMode(null, WITH_ROLE)).toBe('coming-soon');
  });

  it('shows the bands that are not hidden, named for the user', () => {
    const bands = [...SAMPLE_AUDIENCE.slice(0, 1), { label: 'male 18+', value: 40, extra: 'target', hidden: true }];
    expect(audienceSlices(bands, (label) => label.toUpperCase())).toEqual([{ type: 'MALE 6-14', value: 4 }]);
    expect(SAMPLE_AUDIENCE.reduce((sum, band) => sum + band.value, 0)).toBe(100);
  });

  it('reads the failures of docs/product.md#audiences', () => {
    expect(describeAudienceError(new HttpError(403, 'errors.audiences.role'), false)).toEqual({
      key: 'errors.audiences.role',
    });
    expect(describeAudienceError(new HttpError(404, 'errors.audiences.void'), false)).toEqual({
      key: 'errors.audiences.void',
    });
    expect(describeAudienceError(new HttpError(404, 'errors.audiences.void'), true)).toEqual({
      key: 'errors.audiences.noFilterData',
    });
    expect(describeAudienceError(new HttpError(400, 'Invalid range'), false)).toEqual({ message: 'Invalid range' });
    expect(describeAudienceError(new TypeError('offline'), false)).toEqual({ message: null });
  });
});
