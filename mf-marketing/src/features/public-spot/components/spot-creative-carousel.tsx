import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PublicSpot } from 'shared-contracts';
import { SERVER_PAGE_ID } from 'shared-contracts/server-render';

import {
  PREVIEW_STEP_TITLE_KEYS,
  previewOfSpot,
  previewSteps,
  useCreativePreviewTranslation,
} from 'shared-ui/creative-steps';
import { useHost } from '../../../app/host-context';
import { usePageTheme } from '../../../app/layout/use-page-theme';
import { Icon } from '../../../lib/icons';
import { PageLoading } from '../../../lib/page-loading';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { isDrawnNatively, NativeStepView } from './native-step-view';

const AntdStepView = lazy(() => import('./antd-step-view').then((module) => ({ default: module.AntdStepView })));

/**
 * While the page is taking over the copy the shell's server drew (its antd step drawn there with
 * its styles), the step's loading suspends the whole page: the copy stays until the step is
 * ready, rather than giving way to a spinner that moves everything (layout shift).
 */
function StepLoading({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [serverCopyShown] = useState(
    () => typeof document !== 'undefined' && document.getElementById(SERVER_PAGE_ID) !== null,
  );
  return serverCopyShown ? children : <Suspense fallback={fallback}>{children}</Suspense>;
}

/**
 * The spot's screenshot and creativity, one step at a time, by its style (shared-ui's steps), laid
 * out inline. Images, videos and players are drawn natively; a post or a carousel is shared-ui's
 * antd preview, loaded when its step shows.
 */
export function SpotCreativeCarousel({ spot }: { spot: PublicSpot }) {
  const host = useHost();
  const mode = usePageTheme();
  const { t } = useMarketingTranslation();
  const { t: ui } = useCreativePreviewTranslation(host.i18n);
  const creative = previewOfSpot(spot);
  const steps = previewSteps(creative);
  const [step, setStep] = useState(0);
  const current = steps[Math.min(step, steps.length - 1)];
  return (
    <section className="nl-panel nl-panel--small" aria-labelledby="marketing-spot-creative">
      <h2 className="nl-panel-title" id="marketing-spot-creative">
        {t('spot.creativeLabel')}
      </h2>
      <div className="nl-panel-body">
        {steps.length > 1 && (
          <ol className="nl-steps">
            {steps.map((kind, index) => (
              <li key={kind}>
                <button
                  type="button"
                  className="nl-step"
                  aria-current={index === step ? 'step' : undefined}
                  onClick={() => setStep(index)}
                >
                  <span className="nl-step-index" aria-hidden="true">
                    {index + 1}
                  </span>
                  {ui(PREVIEW_STEP_TITLE_KEYS[kind])}
                </button>
              </li>
            ))}
          </ol>
        )}
        {current &&
          (isDrawnNatively(creative, current) ? (
            <NativeStepView
              creative={creative}
              step={current}
              texts={{
                screenshotAlt: ui('creativePreview.screenshotAlt'),
                creativityAlt: ui('creativePreview.creativityAlt'),
                noScreenshot: ui('creativePreview.noScreenshot'),
                noCreativity: ui('creativePreview.noCreativity'),
                youtubePlayer: ui('creativePreview.youtubePlayer'),
                imageUnavailable: ui('creativePreview.imageUnavailable'),
              }}
            />
          ) : (
            <StepLoading fallback={<PageLoading label={t('spot.loading')} />}>
              <AntdStepView i18n={host.i18n} creative={creative} step={current} mode={mode} />
            </StepLoading>
          ))}
        {steps.length > 1 && (
          <div className="nl-flex nl-flex--between" style={{ marginTop: 16 }}>
            <button
              type="button"
              className="nl-button nl-button--default"
              disabled={step <= 0}
              onClick={() => setStep(step - 1)}
            >
              <Icon name="left" />
              {ui('creativePreview.previous')}
            </button>
            {/* A named live region: the step reached is announced, and the counter is found by its name. */}
            <span role="status" aria-label={ui('creativePreview.counterLabel')}>
              {ui('creativePreview.counter', { current: step + 1, total: steps.length })}
            </span>
            <button
              type="button"
              className="nl-button nl-button--default"
              disabled={step >= steps.length - 1}
              onClick={() => setStep(step + 1)}
            >
              {ui('creativePreview.next')}
              <Icon name="right" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
