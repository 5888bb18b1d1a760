import { readStandaloneParams } from './standalone-params';

describe('readStandaloneParams', () => {
  it('reads the page, the page size and the fixture mode', () => {
    expect(readStandaloneParams('?page=spotslist&limit=50&fixture=50&imageBase=/bench-images/')).toEqual({
      page: 'spotslist',
      limit: 50,
      fixtureCards: 50,
      imageBase: '/bench-images/',
    });
  });

  it('falls back to the gallery, the default page size and the real API', () => {
    expect(readStandaloneParams('?page=other&limit=abc&fixture=-3')).toEqual({
      page: 'campaigns',
      limit: null,
      fixtureCards: null,
      imageBase: null,
    });
  });

  it('takes only same-origin paths as the image base', () => {
    expect(readStandaloneParams('?imageBase=https://evil.example/').imageBase).toBeNull();
    expect(readStandaloneParams('?imageBase=//evil.example/').imageBase).toBeNull();
  });
});
