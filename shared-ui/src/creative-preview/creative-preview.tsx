import { Modal } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import type { PreviewCreative } from './preview-creative';
import { PreviewStepView } from './preview-step-view';
import { PreviewStepNav, PreviewStepsBar } from './preview-stepper';
import { previewSteps } from './preview-steps';

export interface CreativePreviewProps {
  /** The host's i18next instance (`host.i18n`). */
  i18n: I18n;
  /** The creative to show; the dialog is open while there is one. */
  creative: PreviewCreative | null;
  /** Dialog title, e.g. the advertiser and product. */
  title?: ReactNode;
  /** What the page says about the creative, above its steps (e.g. when its campaign was first seen). */
  details?: ReactNode;
  onClose(): void;
}

/**
 * The creative preview dialog (docs/product.md#creative-preview): a stepper over the creative's steps, which
 * depend on its style, with previous and next buttons and an "n / total" counter. Closing it
 * goes back to the first step.
 */
export function CreativePreview({ i18n, creative, title, details, onClose }: CreativePreviewProps) {
  const { t } = useSharedUiTranslation(i18n);
  // The creative stays rendered while the dialog fades out; the step belongs to one creative,
  // so another creative (or the same one reopened after a close) starts at step 0.
  const [shown, setShown] = useState<PreviewCreative | null>(creative);
  const [position, setPosition] = useState<{ creative: PreviewCreative | null; step: number }>({ creative, step: 0 });
  if (creative && creative !== shown) setShown(creative);
  const visible = creative ?? shown;
  const steps = visible ? previewSteps(visible) : [];
  const step = position.creative === visible ? Math.min(position.step, Math.max(0, steps.length - 1)) : 0;
  const goTo = (next: number) => setPosition({ creative: visible, step: next });
  const close = () => {
    setPosition({ creative: null, step: 0 });
    onClose();
  };
  const current = steps[step];
  return (
    <Modal
      open={creative !== null}
      title={title ?? t('creativePreview.title')}
      onCancel={close}
      afterClose={() => setPosition({ creative: null, step: 0 })}
      width={760}
      destroyOnHidden
      footer={<PreviewStepNav i18n={i18n} step={step} total={steps.length} onStep={goTo} />}
    >
      {details}
      <PreviewStepsBar i18n={i18n} steps={steps} step={step} />
      {visible && current && <PreviewStepView i18n={i18n} creative={visible} step={current} />}
    </Modal>
  );
}
