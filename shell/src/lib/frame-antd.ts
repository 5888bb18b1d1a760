// The antd components the shell opens outside the dashboard (the login page's dialogs, the
// session-expired dialog, the QA banner, the not-found page, the notifications), each taken by
// its own path, and all loaded on demand: the login page itself draws without antd
// (lib/native-look, issue 16).
//
// Why paths: a shared module is shared whole. Importing `antd` here would load all of antd (about
// 440 KB gzip) to open the forgot-password dialog; these paths compile into the shell only what
// those dialogs draw. They are the same modules the shell provides to the share scope as `antd`,
// so while the shell's copy is the page's antd (the normal case) there is one instance of each.
// The dashboard and the public pages import `antd` and wrap their views in its providers
// (features/theme/antd/shared-antd-frame.tsx), so a remote drawn under them sees the suite's
// theme even if another copy of antd won the share scope.
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Modal } from 'antd/es/modal';
export { default as Result } from 'antd/es/result';
export { default as Typography } from 'antd/es/typography';
