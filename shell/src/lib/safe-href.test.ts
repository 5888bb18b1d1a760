import { classifySafeHref } from './safe-href';

describe('classifySafeHref', () => {
  it('follows same-origin paths with the router and http(s) URLs in a new tab', () => {
    expect(classifySafeHref('/dashboard/shareofvoice?x=1')).toEqual({
      kind: 'internal',
      path: '/dashboard/shareofvoice?x=1',
    });
    expect(classifySafeHref('https://docs.adintel.test/guide')).toEqual({
      kind: 'external',
      url: 'https://docs.adintel.test/guide',
    });
  });

  it.each(['javascript:alert(1)', '//evil.test/x', '/\\evil.test', 'data:text/html,hi', 'mailto:x@y.z'])(
    'drops %s',
    (href) => {
      expect(classifySafeHref(href)).toBeNull();
    },
  );
});
