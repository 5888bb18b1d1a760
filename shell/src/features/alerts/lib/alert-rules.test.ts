import { canCreateAlert, canSaveAlert, pickAdvertiser, shouldSuggest } from './alert-rules';

const item = (id: number) => ({ id, label: `Advertiser ${id}`, value: String(id) });

describe('alert rules', () => {
  it('allows a new alert only while fewer than 3 exist', () => {
    const alert = (id: number) => ({ id, name: `Alert ${id}`, advertisers: [item(id)] });
    expect(canCreateAlert([alert(1), alert(2)])).toBe(true);
    expect(canCreateAlert([alert(1), alert(2), alert(3)])).toBe(false);
  });

  it('refuses a fifth advertiser and ignores a repeat', () => {
    const four = [item(1), item(2), item(3), item(4)];
    expect(pickAdvertiser(four, item(5))).toEqual({ advertisers: four, refused: 'limit' });
    expect(pickAdvertiser([item(1)], item(1))).toEqual({ advertisers: [item(1)], refused: null });
    expect(pickAdvertiser([item(1)], item(2)).advertisers).toHaveLength(2);
  });

  it('suggests after more than 1 typed character', () => {
    expect(shouldSuggest('a')).toBe(false);
    expect(shouldSuggest(' ac ')).toBe(true);
  });

  it('saves with a name and 1 to 4 advertisers', () => {
    expect(canSaveAlert('Rivals', [item(1)])).toBe(true);
    expect(canSaveAlert(' ', [item(1)])).toBe(false);
    expect(canSaveAlert('Rivals', [])).toBe(false);
  });
});
