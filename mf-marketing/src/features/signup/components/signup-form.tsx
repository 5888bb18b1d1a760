import { Alert, Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { MARKETING_RUBROS } from 'shared-contracts';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { canSubmitSignup, isValidEmail, type SignupValues } from '../lib/signup-rules';
import { useCountryOptions } from './use-country-options';

export interface SignupFormProps {
  submitting: boolean;
  /** Why the last attempt failed, or null. */
  failure: string | null;
  onSubmit(values: SignupValues): void;
}

// Messages show on blur as well, so tabbing past an empty field says what it needs while the
// submit button is still disabled.
const VALIDATE_ON = ['onChange', 'onBlur'];

/** The sign-up form with the rules of docs/product.md#public-area. */
export function SignupForm({ submitting, failure, onSubmit }: SignupFormProps) {
  const { t } = useMarketingTranslation();
  const [form] = Form.useForm<SignupValues>();
  const values = Form.useWatch([], form) as Partial<Record<keyof SignupValues, string>> | undefined;
  const countryOptions = useCountryOptions();
  const required = (message: string): Rule => ({ required: true, whitespace: true, message });
  const emailRule: Rule = {
    validator: (_, value: string | undefined) =>
      !value?.trim() || isValidEmail(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('signup.errors.emailInvalid'))),
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onSubmit}
      aria-label={t('signup.formLabel')}
      disabled={submitting}
      style={{ maxWidth: 520 }}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={t('signup.failure.title')}
          description={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="EMAIL"
        label={t('signup.fields.email')}
        validateTrigger={VALIDATE_ON}
        rules={[required(t('signup.errors.emailRequired')), emailRule]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="FNAME"
        label={t('signup.fields.name')}
        validateTrigger={VALIDATE_ON}
        rules={[required(t('signup.errors.nameRequired'))]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="COMPANY"
        label={t('signup.fields.company')}
        validateTrigger={VALIDATE_ON}
        rules={[required(t('signup.errors.companyRequired'))]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="RUBRO"
        label={t('signup.fields.rubro')}
        validateTrigger={VALIDATE_ON}
        rules={[{ required: true, message: t('signup.errors.rubroRequired') }]}
      >
        <Select
          virtual={false}
          options={MARKETING_RUBROS.map((rubro) => ({ value: rubro, label: t(`signup.rubros.${rubro}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="COUNTRY"
        label={t('signup.fields.country')}
        validateTrigger={VALIDATE_ON}
        rules={[{ required: true, message: t('signup.errors.countryRequired') }]}
      >
        <Select showSearch={{ optionFilterProp: 'label' }} virtual={false} options={countryOptions} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting || !canSubmitSignup(values)}>
        {t('signup.submit')}
      </Button>
    </Form>
  );
}
