import { HttpError } from 'shared-contracts';
import { useHost } from '../../app/host-context';
import { useMarketingTranslation } from '../../lib/use-marketing-translation';
import { useSignup } from './api/post-signup';
import { SignupForm } from './components/signup-form';
import { SignupOutcome } from './components/signup-outcome';
import { SignupPrivacyNotice } from './components/signup-privacy-notice';
import { toSignupRequest, type SignupValues } from './lib/signup-rules';

/** /marketing/signup: join the mailing list that sends the country reports. */
export function SignupPage() {
  const host = useHost();
  const { t } = useMarketingTranslation();
  const signup = useSignup();

  const submit = (values: SignupValues) => {
    const body = toSignupRequest(values);
    signup.mutate(body, {
      onSuccess: ({ status }) => host.track('marketing:signup', { status, rubro: body.RUBRO, country: body.COUNTRY }),
    });
  };

  // A 4xx carries the API's reason; anything else (network, 5xx) gets the generic advice.
  const failure = signup.isError
    ? signup.error instanceof HttpError && signup.error.status < 500 && signup.error.message
      ? signup.error.message
      : t('signup.failure.fallback')
    : null;

  return (
    <section aria-labelledby="marketing-signup-title">
      <h1 className="nl-h1" id="marketing-signup-title">
        {t('signup.title')}
      </h1>
      {signup.isSuccess ? (
        <SignupOutcome status={signup.data.status} email={signup.variables.EMAIL} onAnother={() => signup.reset()} />
      ) : (
        <>
          <p className="nl-paragraph">{t('signup.intro')}</p>
          <SignupForm submitting={signup.isPending} failure={failure} onSubmit={submit} />
          <SignupPrivacyNotice />
        </>
      )}
    </section>
  );
}
