/**
 * A brand's quiet hours (issue 21; domain/quietHours.ts): the daily span every recipient keeps
 * on its own clock, and countries with their own span or a weekly rest for advertising
 * (Israel's Friday 14:00 to Saturday 20:00 by default). Saved as the brand's own, or given back
 * so the brand follows the default brand again. Times are HH:mm, checked as the server checks.
 */
import { Button, Flex, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { quietHoursProblem, type QuietHours } from '../../../../../domain/quietHours';
import { SetQuietHours } from '../../../../../contract/statusCodes';
import { useGetQuietHoursQuery, useSetQuietHoursMutation, type WhiteLabelBrand } from '../../../../api/generated/superAdmin';
import { PageLoading } from '../../../../ui/PageLoading';

const hhmm = /^\d{2}:\d{2}$/;
/** A Sunday: weekday names in the current language (1 Sunday .. 7 Saturday, as the spec numbers days). */
const sunday = Date.UTC(2026, 10, 29, 12);

interface CountryFields {
  country: string;
  dailyFrom?: string;
  dailyTo?: string;
  restFromDay?: number;
  restFrom?: string;
  restToDay?: number;
  restTo?: string;
}

/** The advertising rest's two ends: a weekday and a time each. */
const restEnds = [
  ['restFromDay', 'restFrom', 'settingsBrands.quietHours.restFrom'],
  ['restToDay', 'restTo', 'settingsBrands.quietHours.restTo'],
] as const;

interface Fields {
  from: string;
  to: string;
  countries: CountryFields[];
}

const fieldsOf = (q: QuietHours): Fields => ({
  from: q.daily.from,
  to: q.daily.to,
  countries: q.countries.map((c) => ({
    country: c.country,
    dailyFrom: c.daily?.from,
    dailyTo: c.daily?.to,
    restFromDay: c.advertisingRest?.fromDay,
    restFrom: c.advertisingRest?.from,
    restToDay: c.advertisingRest?.toDay,
    restTo: c.advertisingRest?.to,
  })),
});

const quietHoursOf = (f: Fields): QuietHours => ({
  daily: { from: f.from, to: f.to },
  countries: (f.countries ?? []).map((c) => ({
    country: c.country,
    ...(c.dailyFrom && c.dailyTo ? { daily: { from: c.dailyFrom, to: c.dailyTo } } : {}),
    ...(c.restFromDay && c.restFrom && c.restToDay && c.restTo ? { advertisingRest: { fromDay: c.restFromDay, from: c.restFrom, toDay: c.restToDay, to: c.restTo } } : {}),
  })),
});

export function QuietHoursForm({ brand, onClose }: { brand: WhiteLabelBrand; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useGetQuietHoursQuery({ body: { brandId: brand.id! } });
  const [save, saving] = useSetQuietHoursMutation();
  const [form] = Form.useForm<Fields>();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const days = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: weekday.format(sunday + (d - 1) * 86_400_000) }));
  const region = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countries = (data?.data?.countries ?? []).map((c) => ({ value: c, label: `${region.of(c) ?? c} (${c})` }));

  const submit = async (quietHours?: QuietHours) => {
    const answer = await save({ body: { brandId: brand.id!, ...(quietHours ? { quietHours } : {}) } })
      .unwrap()
      .catch(() => null);
    if (answer?.data?.status === SetQuietHours.saved) onClose();
  };
  const time = (required: boolean) => [{ required, pattern: hhmm, message: t('settingsBrands.quietHours.timeInvalid') }];
  const quiet = data?.data;

  return (
    <Modal open title={t('settingsBrands.quietHours.title', { brand: brand.host === '*' ? t('settingsBrands.brands.defaultHost') : brand.host })} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {isLoading || !quiet ? (
        <PageLoading />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={fieldsOf(quiet.quietHours)}
          onFinish={(v) => {
            const quietHours = quietHoursOf(v);
            if (quietHoursProblem(quietHours)) form.setFields([{ name: 'countries', errors: [t('settingsBrands.quietHours.invalid')] }]);
            else void submit(quietHours);
          }}
        >
          <Typography.Paragraph type="secondary">{t(quiet.own ? 'settingsBrands.quietHours.own' : 'settingsBrands.quietHours.follows')}</Typography.Paragraph>
          <Typography.Text strong>{t('settingsBrands.quietHours.daily')}</Typography.Text>
          <Flex gap={16} wrap>
            <Form.Item name="from" label={t('settingsBrands.quietHours.from')} rules={time(true)}>
              <Input dir="ltr" placeholder="21:00" style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="to" label={t('settingsBrands.quietHours.to')} rules={time(true)}>
              <Input dir="ltr" placeholder="08:00" style={{ width: 100 }} />
            </Form.Item>
          </Flex>
          <Typography.Paragraph type="secondary">{t('settingsBrands.quietHours.countriesHelp')}</Typography.Paragraph>
          <Form.List name="countries">
            {(rows, { add, remove }, { errors }) => (
              <Flex vertical gap={8}>
                {rows.map((row) => (
                  <Space key={row.key} wrap align="end" style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', paddingBottom: 8 }}>
                    <Form.Item name={[row.name, 'country']} label={t('settingsBrands.quietHours.country')} rules={[{ required: true, message: t('settingsBrands.quietHours.countryRequired') }]}>
                      <Select showSearch optionFilterProp="label" options={countries} style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'dailyFrom']} label={t('settingsBrands.quietHours.ownFrom')} rules={time(false)}>
                      <Input dir="ltr" style={{ width: 80 }} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'dailyTo']} label={t('settingsBrands.quietHours.ownTo')} rules={time(false)}>
                      <Input dir="ltr" style={{ width: 80 }} />
                    </Form.Item>
                    {restEnds.map(([day, at, label]) => (
                      <Space key={day} align="end">
                        <Form.Item name={[row.name, day]} label={t(label)}>
                          <Select options={days} allowClear style={{ width: 120 }} />
                        </Form.Item>
                        <Form.Item name={[row.name, at]} label={t('settingsBrands.quietHours.at')} rules={time(false)}>
                          <Input dir="ltr" style={{ width: 80 }} />
                        </Form.Item>
                      </Space>
                    ))}
                    <Form.Item>
                      <Button danger onClick={() => remove(row.name)}>
                        {t('settingsBrands.quietHours.remove')}
                      </Button>
                    </Form.Item>
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                <div>
                  <Button onClick={() => add({ country: undefined })}>{t('settingsBrands.quietHours.addCountry')}</Button>
                </div>
              </Flex>
            )}
          </Form.List>
          <Flex gap={8} justify="end" wrap style={{ marginTop: 16 }}>
            <Button onClick={onClose}>{t('settingsBrands.brands.cancel')}</Button>
            {quiet.own && <Button onClick={() => void submit()}>{t('settingsBrands.quietHours.followDefault')}</Button>}
            <Button type="primary" htmlType="submit" loading={saving.isLoading}>
              {t('settingsBrands.brands.save')}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
