import { downloadCsv } from './download';

describe('downloadCsv', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("keeps the file's URL alive after the click, for the browser to read, and frees it later", () => {
    const events: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      events.push(`click ${this.download} ${this.getAttribute('href') ?? ''}`);
    });
    URL.createObjectURL = jest.fn(() => 'blob:table');
    URL.revokeObjectURL = jest.fn((url: string) => void events.push(`revoke ${url}`));

    downloadCsv({ headers: ['Name'], rows: [['Acme']] }, 'share-of-voice');
    expect(events).toEqual(['click share-of-voice.csv blob:table']);
    expect(document.querySelector('a[download]')).toBeNull();

    jest.runAllTimers();
    expect(events).toEqual(['click share-of-voice.csv blob:table', 'revoke blob:table']);
  });
});
