/**
 * The customer's WhatsApp rate per country (super-administrators: whatsapp/get-product-rate-wa
 * and set_product_rate), shekels per message before VAT by dialling prefix. A row's Edit puts
 * it in the form; saving a new prefix adds a country. The outcome (saved, a prefix that is no
 * country's, a customer without the WhatsApp permission) is the status table's, toasted by the
 * base query; the rates are read again after a save (WhatsAppTags).
 */
import { Button, Form, Input, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWhatsappProductRateQuery, useSetWhatsappProductRateMutation, type WhatsAppProductRate } from '../../../api/generated/whatsapp';
import { useAppSelector } from '../../../state/hooks';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import './WhatsAppTags';
import { SetWhatsappProductRate } from '../../../../contract/statusCodes';

interface RateForm {
  countryCode: string;
  rate: number;
}

/** The country names of a rate (the server gives ISO codes, comma separated) in the page's language. */
function useCountryNames(): (codes: string | undefined) => string {
  const language = useAppSelector((s) => s.preferences.language);
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (codes) => (codes ?? '').split(',').filter(Boolean).map((code) => names.of(code) ?? code).join(', ');
  }, [language]);
}

export function WhatsAppRates({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const countryNames = useCountryNames();
  const [form] = Form.useForm<RateForm>();
  const { data, isFetching } = useGetWhatsappProductRateQuery({ id: userId }, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSetWhatsappProductRateMutation();

  const submit = async (values: RateForm) => {
    const answer = await save({ body: { userId, countryCode: values.countryCode, rate: values.rate } })
      .unwrap()
      .catch(() => undefined);
    if ((answer?.data?.status ?? SetWhatsappProductRate.notAllowedCountryToAdmin) > SetWhatsappProductRate.notAllowedCountryToAdmin) form.resetFields();
  };

  const columns: TableColumnsType<WhatsAppProductRate> = [
    { key: 'prefix', title: t('customer.whatsApp.prefix'), render: (_, r) => <bdi dir="ltr">+{r.countryCode}</bdi> },
    { key: 'country', title: t('customer.whatsApp.country'), render: (_, r) => countryNames(r.country) },
    { key: 'rate', title: t('customer.whatsApp.rate'), render: (_, r) => `₪${number(r.rate)}` },
    {
      key: 'edit',
      title: '',
      render: (_, r) => (
        <Button size="small" aria-label={t('customer.whatsApp.editRateOf', { prefix: r.countryCode })} onClick={() => form.setFieldsValue({ countryCode: r.countryCode, rate: r.rate })}>
          {t('customer.whatsApp.editRate')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-label={t('customer.whatsApp.rates')}>
      <Typography.Title level={5}>{t('customer.whatsApp.rates')}</Typography.Title>
      <Table rowKey="countryCode" size="small" loading={isFetching} columns={columns} dataSource={data?.data ?? []} pagination={false} locale={{ emptyText: t('customer.whatsApp.noRates') }} />
      <Form form={form} layout="inline" onFinish={(v) => void submit(v)} style={{ marginTop: 12 }} aria-label={t('customer.whatsApp.rateForm')}>
        <Form.Item name="countryCode" label={t('customer.whatsApp.prefix')} rules={[{ required: true, pattern: /^\d{1,4}$/, message: t('customer.whatsApp.prefixRule') }]}>
          <Input dir="ltr" inputMode="numeric" maxLength={4} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="rate" label={t('customer.whatsApp.rate')} rules={[{ required: true, type: 'number', min: 0, message: t('customer.whatsApp.rateRule') }]}>
          <InputNumber min={0} step={0.01} style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          {t('customer.whatsApp.saveRate')}
        </Button>
      </Form>
    </section>
  );
}
