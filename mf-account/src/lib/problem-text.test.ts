import { HttpError } from 'shared-contracts';
import { problemText } from './problem-text';

describe('problemText', () => {
  it("shows the API's message, else the fallback", () => {
    expect(problemText(new HttpError(404, 'Report not found'), 'Try again')).toBe('Report not found');
    expect(problemText(new HttpError(500, ''), 'Try again')).toBe('Try again');
    expect(problemText(new TypeError('Failed to fetch'), 'Try again')).toBe('Try again');
  });
});
