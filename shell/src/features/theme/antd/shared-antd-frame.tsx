import { App, ConfigProvider, version } from 'antd';
import { BUILT_ANTD_STYLESHEET } from './antd-stylesheet';
import { createSuiteAntdFrame } from './suite-antd-frame';
import { stylesheetForLoadedAntd } from './zero-runtime';

/**
 * The suite's antd settings from the shared `antd` every remote uses, around the dashboard and the
 * public pages: if a remote's newer copy won the share scope, the views drawn with it still get
 * the theme. Loads with them; the login page draws without antd. antd draws from the stylesheet
 * of the shell's antd when that is the antd loaded.
 */
export const SharedAntdFrame = createSuiteAntdFrame(
  { App, ConfigProvider },
  stylesheetForLoadedAntd(version, BUILT_ANTD_STYLESHEET),
);
