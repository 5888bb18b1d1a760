import { createHostTheme } from './host-theme';
import { createThemeStore } from './theme-store';

describe('createHostTheme', () => {
  it('follows the system until the user chooses, then the choice', () => {
    const themeStore = createThemeStore();
    const theme = createHostTheme(themeStore);
    // jsdom's matchMedia (the preset's stand-in) never matches: the system is light.
    expect(theme.mode.getState().mode).toBe('light');

    theme.choose('dark');
    expect(themeStore.getState().chosen).toBe('dark');
    expect(theme.mode.getState().mode).toBe('dark');
  });
});
