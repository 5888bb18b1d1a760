import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, todayInProductZone } from 'shared-contracts';
import { datePresets, pickerBounds, type SearchPage, usePageSearch, useSearchActions } from '../../search';
import { useHost } from '../../remote-view';
import { useNotifyRejection } from '../hooks/use-notify-rejection';
import { useSearchContext } from '../hooks/use-search-context';

/**
 * The period: presets and custom days between 2017-01-02 and today (the demo window for the
 * demo role). A range the page refuses is not applied and the spec's message says why.
 */
export function DateRangePicker({ page }: { page: SearchPage }) {
  const { t } = useTranslation();
  const actions = useSearchActions();
  const host = useHost();
  const context = useSearchContext(page);
  const notifyRejection = useNotifyRejection();
  // The period the page shows (Snapshots' limit, the demo window); the search keeps its own.
  const startDate = usePageSearch(page, (state) => state.startDate);
  const endDate = usePageSearch(page, (state) => state.endDate);
  const today = todayInProductZone();
  const bounds = pickerBounds(context.roles, today);
  const presets = datePresets(context, today).map(({ preset, range }) => ({
    label: t(`search.dates.presets.${preset}`),
    value: [dayjs(range.startDate), dayjs(range.endDate)] as [Dayjs, Dayjs],
  }));
  return (
    <DatePicker.RangePicker
      aria-label={t('search.dates.label')}
      placeholder={[t('search.dates.start'), t('search.dates.end')]}
      value={[dayjs(startDate), dayjs(endDate)]}
      format={DATE_FORMAT}
      allowClear={false}
      presets={presets}
      minDate={dayjs(bounds.startDate)}
      maxDate={dayjs(bounds.endDate)}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        if (!start || !end) return;
        const range = { startDate: start.format(DATE_FORMAT), endDate: end.format(DATE_FORMAT) };
        const rejection = actions.setDates(range, context);
        notifyRejection(rejection);
        // A period change is a new search (it applies at once).
        if (!rejection) host.track('search:dates', { page, ...range });
      }}
    />
  );
}
