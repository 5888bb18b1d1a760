import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Select, Space, Typography } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { clampPage, lastPage } from './page-math';
import { useIsMobile } from './use-is-mobile';

export interface PaginationProps {
  /** The host's i18next instance (`host.i18n`). */
  i18n: I18n;
  /** The page shown, from 1. */
  current: number;
  /** Items per page. */
  pageSize: number;
  /** Items in all pages. */
  total: number;
  /** Results-per-page choices (desktop only); none hides the selector. */
  pageSizeOptions?: readonly number[];
  /** A new page, or a new page size (which goes back to page 1). */
  onChange(page: number, pageSize: number): void;
  /** Forces a layout; by default phones (below antd's `md`) get the mobile one. */
  variant?: 'desktop' | 'mobile';
}

/**
 * The pagination of docs/product.md#data-views. Desktop: first, previous, a page input with Go (clamped
 * to the last page), next, last and the results-per-page selector. Mobile: previous and next.
 */
export function Pagination({ variant, ...props }: PaginationProps) {
  const isMobile = useIsMobile();
  const mobile = variant ? variant === 'mobile' : isMobile;
  return mobile ? <MobilePagination {...props} /> : <DesktopPagination {...props} />;
}

function MobilePagination({ i18n, current, pageSize, total, onChange }: Omit<PaginationProps, 'variant'>) {
  const { t } = useSharedUiTranslation(i18n);
  const last = lastPage(total, pageSize);
  return (
    <Flex component="nav" aria-label={t('pagination.label')} justify="space-between" align="center" gap={8}>
      <Button
        icon={<LeftOutlined aria-hidden />}
        disabled={current <= 1}
        onClick={() => onChange(current - 1, pageSize)}
      >
        {t('pagination.previous')}
      </Button>
      <Typography.Text>{t('pagination.pageOf', { page: current, last })}</Typography.Text>
      <Button
        icon={<RightOutlined aria-hidden />}
        iconPlacement="end"
        disabled={current >= last}
        onClick={() => onChange(current + 1, pageSize)}
      >
        {t('pagination.next')}
      </Button>
    </Flex>
  );
}

function DesktopPagination({
  i18n,
  current,
  pageSize,
  total,
  pageSizeOptions,
  onChange,
}: Omit<PaginationProps, 'variant'>) {
  const { t } = useSharedUiTranslation(i18n);
  const last = lastPage(total, pageSize);
  // What the user is typing, kept apart from `current` until Go; null once `current` moved on.
  const [typed, setTyped] = useState<{ value: number | null; forPage: number } | null>(null);
  const inputValue = typed && typed.forPage === current ? typed.value : current;
  const go = () => {
    const page = clampPage(inputValue, last, current);
    setTyped(null);
    if (page !== current) onChange(page, pageSize);
  };
  return (
    <Flex component="nav" aria-label={t('pagination.label')} justify="space-between" align="center" gap={8} wrap>
      <Space wrap>
        <Button
          aria-label={t('pagination.first')}
          icon={<DoubleLeftOutlined />}
          disabled={current <= 1}
          onClick={() => onChange(1, pageSize)}
        />
        <Button
          aria-label={t('pagination.previous')}
          icon={<LeftOutlined />}
          disabled={current <= 1}
          onClick={() => onChange(current - 1, pageSize)}
        />
        <Space.Compact>
          <InputNumber
            aria-label={t('pagination.pageInput')}
            value={inputValue}
            controls={false}
            style={{ width: 72 }}
            onChange={(value) => setTyped({ value: typeof value === 'number' ? value : null, forPage: current })}
            onPressEnter={go}
          />
          <Button onClick={go}>{t('pagination.go')}</Button>
        </Space.Compact>
        <Typography.Text>{t('pagination.ofLast', { last })}</Typography.Text>
        <Button
          aria-label={t('pagination.next')}
          icon={<RightOutlined />}
          disabled={current >= last}
          onClick={() => onChange(current + 1, pageSize)}
        />
        <Button
          aria-label={t('pagination.last')}
          icon={<DoubleRightOutlined />}
          disabled={current >= last}
          onClick={() => onChange(last, pageSize)}
        />
      </Space>
      {pageSizeOptions && pageSizeOptions.length > 0 && (
        <Space>
          <Typography.Text>{t('pagination.perPage')}</Typography.Text>
          <Select
            aria-label={t('pagination.perPage')}
            value={pageSize}
            options={pageSizeOptions.map((size) => ({ value: size, label: String(size) }))}
            onChange={(size: number) => onChange(1, size)}
            style={{ width: 80 }}
          />
        </Space>
      )}
    </Flex>
  );
}
