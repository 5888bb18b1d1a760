import { federationOpsEn } from './federation-ops/en';
import { busyEn } from './busy/en';
import { loginLockoutsEn } from './login-lockouts/en';
import { frameEn } from './frame/en';
import { resultDialogsEn } from './result-dialogs/en';
import { searchEn, searchErrorsEn } from './search/en';
import { FRAME_PLACEHOLDER_TEXTS } from './frame-placeholder';

/** English texts of the shell (namespace `shell`). The spec's messages are kept as written. */
export const en = {
  app: {
    name: FRAME_PLACEHOLDER_TEXTS.en.brand,
    loadingSession: FRAME_PLACEHOLDER_TEXTS.en.loadingSession,
  },
  language: {
    label: 'Language',
    es: 'Español',
    en: 'English',
    pt: 'Português',
  },
  login: {
    title: 'Log in to your account',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    errors: {
      emailRequired: 'Enter a valid email address',
      emailInvalid: 'Invalid email',
      passwordRequired: 'Enter your password.',
      passwordShort: 'Enter a valid password',
      failed: 'Something is wrong with your email and password!',
      tooManyAttempts_one: 'Too many failed logins. Wait {{count}} minute and try again.',
      tooManyAttempts_other: 'Too many failed logins. Wait {{count}} minutes and try again.',
      tooManyAttemptsLater: 'Too many failed logins. Wait a few minutes and try again.',
    },
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    investment: 'Real-Time Spend',
    shareofvoice: 'Share of Voice',
    spotslist: 'Spots List',
    campaigns: 'Campaigns',
    snapshots: 'Snapshots',
    compare: 'Compare',
    account: 'Account',
    logout: 'Log Out',
  },
  topBar: {
    openMenu: 'Open menu',
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
    accountSettings: 'Account settings',
    adminDashboard: 'Admin Dashboard',
    logout: 'Log Out',
  },
  home: {
    title: FRAME_PLACEHOLDER_TEXTS.en.homeTitle,
    welcome: 'Welcome, {{name}}.',
    intro: 'Pick a view in the menu to explore the advertising of your markets.',
  },
  notFound: {
    title: 'Page not found',
    subtitle: 'The page you are looking for does not exist.',
    back: 'Back to home',
  },
  remote: {
    loading: 'Loading view…',
    failedTitle: 'This view could not be loaded',
    failedSubtitle: 'The rest of the dashboard keeps working. Try again in a moment.',
    retry: 'Retry',
    incompatibleTitle: 'This view is not compatible with this version of the dashboard',
    incompatibleSubtitle:
      'The view was built for contract {{remoteVersion}}; the dashboard uses contract {{hostVersion}}.',
  },
  ...searchEn,
  ...federationOpsEn,
  ...frameEn,
  ...busyEn,
  ...loginLockoutsEn,
  ...resultDialogsEn,
  errors: {
    ...searchErrorsEn,
  },
};

/** The shape every language must fill. */
export type ShellMessages = typeof en;
