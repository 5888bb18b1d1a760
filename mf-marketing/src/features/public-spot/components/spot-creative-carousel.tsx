import { Card } from 'antd';
import { useState } from 'react';
import type { PublicSpot } from 'shared-contracts';
import { PreviewStepNav, PreviewStepsBar, previewOfSpot, previewSteps, PreviewStepView } from 'shared-ui';
import { useHost } from '../../../app/host-context';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/**
 * The spot's screenshot and creativity, one step at a time, by its style: the steps and each
 * step's rendering are shared-ui's creative preview, laid out inline instead of in a dialog.
 */
export function SpotCreativeCarousel({ spot }: { spot: PublicSpot }) {
  const host = useHost();
  const { t } = useMarketingTranslation();
  const creative = previewOfSpot(spot);
  const steps = previewSteps(creative);
  const [step, setStep] = useState(0);
  const current = steps[Math.min(step, steps.length - 1)];
  return (
    <Card title={t('spot.creativeLabel')} size="small">
      <PreviewStepsBar i18n={host.i18n} steps={steps} step={step} onStep={setStep} />
      {current && <PreviewStepView i18n={host.i18n} creative={creative} step={current} />}
      {steps.length > 1 && (
        <div style={{ marginTop: 16 }}>
          <PreviewStepNav i18n={host.i18n} step={step} total={steps.length} onStep={setStep} />
        </div>
      )}
    </Card>
  );
}
