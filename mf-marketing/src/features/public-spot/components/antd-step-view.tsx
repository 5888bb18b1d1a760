// The one module of the public pages drawn with antd, loaded with import() once a spot's page
// shows and only for the steps the page does not draw itself (posts, carousels, an unknown style):
// docs/decisions.md, "Public pages draw without antd".
import { ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { PreviewStepView } from 'shared-ui/creative-preview';
import type { PreviewCreative, PreviewStepKind } from 'shared-ui/creative-steps';
import { suiteTheme } from 'shared-ui/theme';

export interface AntdStepViewProps {
  i18n: I18n;
  creative: PreviewCreative;
  step: PreviewStepKind;
  mode: 'light' | 'dark';
}

/** shared-ui's step of the creative preview, in the suite's theme. */
export function AntdStepView({ i18n, creative, step, mode }: AntdStepViewProps) {
  return (
    <ConfigProvider theme={suiteTheme(mode)}>
      <PreviewStepView i18n={i18n} creative={creative} step={step} />
    </ConfigProvider>
  );
}
