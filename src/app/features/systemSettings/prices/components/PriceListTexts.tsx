/** The texts customers read with a price list, one per language (update-price-list-texts). */
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdatePriceListTextsMutation } from '../../../../api/generated/superAdmin';

const languages = ['he', 'en', 'ru', 'ar'] as const;
type Texts = Partial<Record<(typeof languages)[number], string>>;

export function PriceListTexts({ priceListId, texts }: { priceListId: number; texts: Record<string, string> }) {
  const { t } = useTranslation();
  const [update, updating] = useUpdatePriceListTextsMutation();
  const submit = (typed: Texts) => {
    // Every language is sent: one emptied here is removed.
    const all = Object.fromEntries(languages.map((l) => [l, typed[l] ?? '']));
    void update({ body: { priceListId, texts: all } })
      .unwrap()
      .catch(() => null);
  };
  return (
    <Form<Texts> key={JSON.stringify(texts)} name="priceListTexts" layout="vertical" initialValues={texts} onFinish={submit}>
      <Typography.Title level={5}>{t('settingsPrices.texts.title')}</Typography.Title>
      {languages.map((language) => (
        <Form.Item key={language} name={language} label={t(`settingsPrices.texts.languages.${language}`)}>
          <Input.TextArea rows={2} maxLength={2000} dir={language === 'he' || language === 'ar' ? 'rtl' : 'ltr'} />
        </Form.Item>
      ))}
      <Flex justify="end">
        <Button htmlType="submit" loading={updating.isLoading}>
          {t('settingsPrices.texts.save')}
        </Button>
      </Flex>
    </Form>
  );
}
