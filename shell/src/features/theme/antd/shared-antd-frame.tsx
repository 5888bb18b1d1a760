import { App, ConfigProvider } from 'antd';
import { createSuiteAntdFrame } from './suite-antd-frame';

/**
 * The suite's antd settings from the shared `antd` every remote uses, around the dashboard and the
 * public pages: if a remote's newer copy won the share scope, the views drawn with it still get
 * the theme. Loads with them; the login page draws without antd.
 */
export const SharedAntdFrame = createSuiteAntdFrame({ App, ConfigProvider });
