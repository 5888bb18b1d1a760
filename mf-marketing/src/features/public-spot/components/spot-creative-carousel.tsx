import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Steps, Typography } from 'antd';
import { useState } from 'react';
import type { PublicSpot } from 'shared-contracts';
import { previewOfSpot, previewSteps, PreviewStepView, useSharedUiTranslation, type PreviewStepKind } from 'shared-ui';
import { useHost } from '../../../app/host-context';
import { useMarketingTranslation } from '../../../hooks/use-marketing-translation';

// Step titles come from shared-ui's creative preview strings, so the page and the dialog agree.
const STEP_TITLE_KEYS: Record<PreviewStepKind, string> = {
  screenshot: 'creativePreview.steps.screenshot',
  youtube: 'creativePreview.steps.creativity',
  creativity: 'creativePreview.steps.creativity',
  story: 'creativePreview.steps.story',
  'facebook-post': 'creativePreview.steps.post',
  'facebook-story': 'creativePreview.steps.story',
  tweet: 'creativePreview.steps.tweet',
  'unknown-style': 'creativePreview.unknownStyle',
};

/**
 * The spot's screenshot and creativity, one step at a time, by its style: the steps and each
 * step's rendering are shared-ui's creative preview, laid out inline instead of in a dialog.
 */
export function SpotCreativeCarousel({ spot }: { spot: PublicSpot }) {
  const host = useHost();
  const { t } = useMarketingTranslation();
  const { t: tUi } = useSharedUiTranslation(host.i18n);
  const creative = previewOfSpot(spot);
  const steps = previewSteps(creative);
  const [step, setStep] = useState(0);
  const current = steps[Math.min(step, steps.length - 1)];
  return (
    <Card title={t('spot.creativeLabel')} size="small">
      {steps.length > 1 && (
        <Steps
          size="small"
          current={step}
          onChange={setStep}
          items={steps.map((kind) => ({ title: tUi(STEP_TITLE_KEYS[kind]) }))}
          style={{ marginBottom: 16 }}
        />
      )}
      {current && <PreviewStepView i18n={host.i18n} creative={creative} step={current} />}
      {steps.length > 1 && (
        <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
          <Button icon={<LeftOutlined aria-hidden />} disabled={step <= 0} onClick={() => setStep(step - 1)}>
            {tUi('creativePreview.previous')}
          </Button>
          <Typography.Text aria-label={tUi('creativePreview.counterLabel')}>
            {tUi('creativePreview.counter', { current: step + 1, total: steps.length })}
          </Typography.Text>
          <Button
            icon={<RightOutlined aria-hidden />}
            iconPlacement="end"
            disabled={step >= steps.length - 1}
            onClick={() => setStep(step + 1)}
          >
            {tUi('creativePreview.next')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
