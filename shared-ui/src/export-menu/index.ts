export { ExportMenu, type ExportMenuProps } from './export-menu';
export {
  exportOptions,
  isSameOriginHref,
  INVESTMENT_EXPORT_MIN_DAYS,
  CAMPAIGN_DETAILS_MAX_DAYS,
  type ExportAction,
  type ExportBlock,
  type ExportOption,
  type ExportPage,
  type ExportRuleInput,
} from './export-options';
