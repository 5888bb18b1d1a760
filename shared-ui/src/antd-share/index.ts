// The `antd` every app of the suite provides to the page and falls back to (Module Federation's
// `shared.antd.import`, tooling/webpack/shared-dependencies.cjs): every name antd exports, so a
// remote may draw any component whatever build's copy won the share scope, but the components
// no view of the suite draws load on their first render (their own chunk of the same build),
// not with the page, nor those drawn only in a dialog opened on demand (Upload, in the help
// dialog). Shared whole, antd put about 50 KB of such components in a walk of the views.
//
// By antd's own paths, never `antd`: that request is the share itself.
import type AntdAffix from 'antd/es/affix';
import type AntdAnchor from 'antd/es/anchor';
import type AntdAutoComplete from 'antd/es/auto-complete';
import type AntdBackTop from 'antd/es/back-top';
import type AntdBorderBeam from 'antd/es/border-beam';
import type AntdBreadcrumb from 'antd/es/breadcrumb';
import type AntdCascader from 'antd/es/cascader';
import type AntdCollapse from 'antd/es/collapse';
import type AntdColorPicker from 'antd/es/color-picker';
import type AntdDivider from 'antd/es/divider';
import type AntdImage from 'antd/es/image';
import type AntdList from 'antd/es/list';
import type AntdMasonry from 'antd/es/masonry';
import type AntdQRCode from 'antd/es/qr-code';
import type AntdRate from 'antd/es/rate';
import type AntdSlider from 'antd/es/slider';
import type AntdSplitter from 'antd/es/splitter';
import type AntdTimeline from 'antd/es/timeline';
import type AntdTour from 'antd/es/tour';
import type AntdTransfer from 'antd/es/transfer';
import type AntdTreeSelect from 'antd/es/tree-select';
import type AntdUpload from 'antd/es/upload';
import type AntdWatermark from 'antd/es/watermark';
import { AFTER_LOAD, onDemandComponent } from './on-demand-component';

export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Calendar,
  Card,
  Carousel,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  FloatButton,
  Form,
  Grid,
  Input,
  InputNumber,
  Layout,
  Listy,
  Mentions,
  Menu,
  message,
  Modal,
  notification,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  theme,
  TimePicker,
  Tooltip,
  Tree,
  Typography,
  unstableSetRender,
  version,
} from 'antd/es/index';

const PANEL = { _InternalPanelDoNotUseOrYouWillBeFired: {} };

export const Anchor = onDemandComponent<typeof AntdAnchor>('Anchor', () => import('antd/es/anchor'), { Link: {} });
export const Breadcrumb = onDemandComponent<typeof AntdBreadcrumb>('Breadcrumb', () => import('antd/es/breadcrumb'), {
  Item: { __ANT_BREADCRUMB_ITEM: true },
  Separator: { __ANT_BREADCRUMB_SEPARATOR: true },
});
export const Cascader = onDemandComponent<typeof AntdCascader>('Cascader', () => import('antd/es/cascader'), {
  ...PANEL,
  Panel: {},
  SHOW_PARENT: 'SHOW_PARENT',
  SHOW_CHILD: 'SHOW_CHILD',
});
export const Collapse = onDemandComponent<typeof AntdCollapse>('Collapse', () => import('antd/es/collapse'), {
  Panel: {},
});
export const ColorPicker = onDemandComponent<typeof AntdColorPicker>(
  'ColorPicker',
  () => import('antd/es/color-picker'),
  PANEL,
);
export const Image = onDemandComponent<typeof AntdImage>('Image', () => import('antd/es/image'), {
  PreviewGroup: {},
});
export const List = onDemandComponent<typeof AntdList>('List', () => import('antd/es/list'), { Item: { Meta: {} } });
export const Masonry = onDemandComponent<typeof AntdMasonry>('Masonry', () => import('antd/es/masonry'));
export const QRCode = onDemandComponent<typeof AntdQRCode>('QRCode', () => import('antd/es/qr-code'));
export const Rate = onDemandComponent<typeof AntdRate>('Rate', () => import('antd/es/rate'));
export const Slider = onDemandComponent<typeof AntdSlider>('Slider', () => import('antd/es/slider'));
export const Splitter = onDemandComponent<typeof AntdSplitter>('Splitter', () => import('antd/es/splitter'), {
  Panel: {},
});
export const Timeline = onDemandComponent<typeof AntdTimeline>('Timeline', () => import('antd/es/timeline'), {
  Item: {},
});
export const Tour = onDemandComponent<typeof AntdTour>('Tour', () => import('antd/es/tour'), PANEL);
export const Transfer = onDemandComponent<typeof AntdTransfer>('Transfer', () => import('antd/es/transfer'), {
  List: {},
  Search: {},
  Operation: {},
});
export const TreeSelect = onDemandComponent<typeof AntdTreeSelect>('TreeSelect', () => import('antd/es/tree-select'), {
  ...PANEL,
  TreeNode: {},
  SHOW_ALL: 'SHOW_ALL',
  SHOW_PARENT: 'SHOW_PARENT',
  SHOW_CHILD: 'SHOW_CHILD',
});
export const Watermark = onDemandComponent<typeof AntdWatermark>('Watermark', () => import('antd/es/watermark'));

export const Affix = onDemandComponent<typeof AntdAffix>('Affix', () => import('antd/es/affix'));
export const AutoComplete = onDemandComponent<typeof AntdAutoComplete>(
  'AutoComplete',
  () => import('antd/es/auto-complete'),
  { ...PANEL, Option: { isSelectOption: true } },
);
export const BackTop = onDemandComponent<typeof AntdBackTop>('BackTop', () => import('antd/es/back-top'));
export const BorderBeam = onDemandComponent<typeof AntdBorderBeam>('BorderBeam', () => import('antd/es/border-beam'));
export const Divider = onDemandComponent<typeof AntdDivider>('Divider', () => import('antd/es/divider'));
// Drawn in the help dialog only. LIST_IGNORE is made as Upload loads; `beforeUpload` reads it, so after.
export const Upload = onDemandComponent<typeof AntdUpload>('Upload', () => import('antd/es/upload'), {
  Dragger: {},
  LIST_IGNORE: AFTER_LOAD,
});
