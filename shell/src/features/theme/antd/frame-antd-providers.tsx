import { App, ConfigProvider } from '../../../lib/frame-antd';
import { createSuiteAntdFrame } from './suite-antd-frame';

/**
 * The suite's antd settings from the shell's own antd paths, around what it loads on demand
 * outside the dashboard: the login page's dialogs, the session-expired dialog, the QA banner,
 * the not-found page and the page's notifications.
 */
export const FrameAntdProviders = createSuiteAntdFrame({ App, ConfigProvider });
