// The antd components of the page before login (the login form, its dialogs, the not-found
// page, the boot spinner, the frame's providers), each taken by its own path.
//
// Why: a shared module is shared whole. Importing `antd` here would load all of antd (about
// 440 KB gzip) before the login form; these paths compile into the shell only what the login page
// draws (issue 16). They are the same modules the shell provides to the share scope as `antd`, so
// while the shell's copy is the page's antd (the normal case) there is one instance of each.
// The dashboard and the public pages still import `antd` and wrap their views in its providers
// (app/shared-antd-frame.tsx), so a remote drawn under them sees the suite's theme even if another
// copy of antd won the share scope.
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as Modal } from 'antd/es/modal';
export { default as Result } from 'antd/es/result';
export { default as Select } from 'antd/es/select';
export { default as Spin } from 'antd/es/spin';
export { default as theme } from 'antd/es/theme';
export { default as Typography } from 'antd/es/typography';
