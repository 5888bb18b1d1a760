import { canSubmitPassword, currentPasswordProblem, newPasswordProblem, repeatPasswordProblem } from './password-rules';

describe('change-password rules (docs/product.md#account-page)', () => {
  it('needs the current password', () => {
    expect(currentPasswordProblem('')).toBe('currentRequired');
    expect(currentPasswordProblem('x')).toBeNull();
  });

  it('needs a new password of at least 4 characters', () => {
    expect(newPasswordProblem('')).toBe('newRequired');
    expect(newPasswordProblem('abc')).toBe('tooShort');
    expect(newPasswordProblem('abcd')).toBeNull();
  });

  it('needs the repeat, 4 characters long, equal to the new one', () => {
    expect(repeatPasswordProblem('', 'abcd')).toBe('repeatRequired');
    expect(repeatPasswordProblem('abc', 'abc')).toBe('tooShort');
    expect(repeatPasswordProblem('abcde', 'abcd')).toBe('mismatch');
    expect(repeatPasswordProblem('abcd', 'abcd')).toBeNull();
  });

  it('says nothing of a mismatch while the new password is empty (its own message is the one)', () => {
    expect(newPasswordProblem('')).toBe('newRequired');
    expect(repeatPasswordProblem('abcd', '')).toBeNull();
  });

  it('keeps submit disabled while any of the three is empty', () => {
    expect(canSubmitPassword(undefined)).toBe(false);
    expect(canSubmitPassword({ current: 'a', next: 'b', repeat: '' })).toBe(false);
    expect(canSubmitPassword({ current: '', next: 'b', repeat: 'c' })).toBe(false);
    expect(canSubmitPassword({ current: 'a', next: 'b', repeat: 'c' })).toBe(true);
  });
});
