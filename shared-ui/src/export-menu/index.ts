export { ExportMenu, type ExportMenuProps } from './export-menu';
export {
  exportOptions,
  CAMPAIGN_DETAILS_MAX_DAYS,
  type ExportAction,
  type ExportBlock,
  type ExportOption,
  type ExportPage,
  type ExportRuleInput,
} from './export-options';
