import { Checkbox, Form, Input, Radio, Switch, type GetProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_FREQUENCIES, type ReportFormat, type ReportFrequency } from 'shared-contracts';
import { canToggleReport, offeredFormats } from '../lib/report-rules';

export interface ReportFormValues {
  name: string;
  frequency: ReportFrequency;
  formats: ReportFormat[];
  enabled: boolean;
}

interface ReportFormFieldsProps {
  frequency: ReportFrequency;
  /** Edit mode shows the enable/disable toggle. */
  showEnabled: boolean;
}

type CheckboxGroupProps = GetProps<typeof Checkbox.Group> & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * Form.Item marks a required control `aria-required`, which a group of checkboxes may not carry
 * (WCAG 4.1.2, axe aria-allowed-attr); the hint under the group says a format is needed.
 */
function FormatsGroup({ 'aria-required': _required, ...props }: CheckboxGroupProps) {
  return <Checkbox.Group {...props} />;
}

/** The fields of the save/edit report dialog; the formats follow the frequency. */
export function ReportFormFields({ frequency, showEnabled }: ReportFormFieldsProps) {
  const { t } = useTranslation();
  const toggleable = canToggleReport(frequency);
  return (
    <>
      <Form.Item
        name="name"
        label={t('reports.name')}
        rules={[{ required: true, whitespace: true, message: t('reports.nameRequired') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="frequency" label={t('reports.frequency')}>
        <Radio.Group
          options={REPORT_FREQUENCIES.map((value) => ({ value, label: t(`reports.frequencies.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="formats"
        label={t('reports.formats.label')}
        required={frequency !== 'never'}
        {...(frequency !== 'never' ? { extra: t('reports.formatsHint') } : {})}
      >
        <FormatsGroup
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          options={offeredFormats(frequency).map((value) => ({ value, label: t(`reports.formats.${value}`) }))}
        />
      </Form.Item>
      {showEnabled && (
        <Form.Item
          name="enabled"
          label={t('reports.enabled')}
          valuePropName="checked"
          {...(toggleable ? {} : { extra: t('reports.enabledNever') })}
        >
          <Switch disabled={!toggleable} />
        </Form.Item>
      )}
    </>
  );
}
