export { ExportMenu, type ExportMenuProps } from './export-menu';
export {
  exportOptions,
  isSameOriginHref,
  CAMPAIGN_DETAILS_MAX_DAYS,
  type ExportAction,
  type ExportBlock,
  type ExportOption,
  type ExportPage,
  type ExportRuleInput,
} from './export-options';
