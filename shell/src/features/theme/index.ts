export { FrameAntdProviders } from './antd/frame-antd-providers';
