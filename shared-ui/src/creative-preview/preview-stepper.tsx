import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Steps, Typography } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { PREVIEW_STEP_TITLE_KEYS, type PreviewStepKind } from './preview-steps';

export interface PreviewStepsBarProps {
  i18n: I18n;
  steps: readonly PreviewStepKind[];
  step: number;
  /** Makes the titles clickable (the inline carousel); the dialog steps with its buttons only. */
  onStep?: (step: number) => void;
}

/** The titles of a creative's steps, the current one marked; hidden for a one-step creative. */
export function PreviewStepsBar({ i18n, steps, step, onStep }: PreviewStepsBarProps) {
  const { t } = useSharedUiTranslation(i18n);
  if (steps.length <= 1) return null;
  return (
    <Steps
      size="small"
      current={step}
      {...(onStep ? { onChange: onStep } : {})}
      items={steps.map((kind) => ({ title: t(PREVIEW_STEP_TITLE_KEYS[kind]) }))}
      style={{ marginBottom: 16 }}
    />
  );
}

export interface PreviewStepNavProps {
  i18n: I18n;
  step: number;
  total: number;
  onStep: (step: number) => void;
}

/** Previous and next, with the "n / total" counter between them (docs/product.md#creative-preview). */
export function PreviewStepNav({ i18n, step, total, onStep }: PreviewStepNavProps) {
  const { t } = useSharedUiTranslation(i18n);
  return (
    <Flex justify="space-between" align="center">
      <Button icon={<LeftOutlined aria-hidden />} disabled={step <= 0} onClick={() => onStep(step - 1)}>
        {t('creativePreview.previous')}
      </Button>
      {/* A named live region: the step reached is announced, and the counter is found by its name. */}
      <Typography.Text role="status" aria-label={t('creativePreview.counterLabel')}>
        {t('creativePreview.counter', { current: step + 1, total })}
      </Typography.Text>
      <Button
        icon={<RightOutlined aria-hidden />}
        iconPlacement="end"
        disabled={step >= total - 1}
        onClick={() => onStep(step + 1)}
      >
        {t('creativePreview.next')}
      </Button>
    </Flex>
  );
}
