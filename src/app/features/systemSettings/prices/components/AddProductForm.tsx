/** A product of another price list added to this one with its own rate (add-product-to-price-list). */
import { Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddProductToPriceListMutation, useGetPriceListProductsQuery } from '../../../../api/generated/superAdmin';
import { AddProductToPriceList } from '../../../../../contract/statusCodes';

interface Fields {
  productId?: number;
  rate?: number;
  quantity?: number;
}

export function AddProductForm({ priceListId }: { priceListId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const { data } = useGetPriceListProductsQuery({ body: { priceListId } });
  const [add, adding] = useAddProductToPriceListMutation();
  const available = data?.data?.available ?? [];
  const chosenId = Form.useWatch('productId', form);
  const chosen = available.find((p) => p.productId === chosenId);

  const submit = async ({ productId, rate, quantity }: Fields) => {
    const answer = await add({ body: { priceListId, productId: productId!, rate: rate!, ...(quantity ? { quantity } : {}) } })
      .unwrap()
      .catch(() => null);
    if (answer?.data?.status === AddProductToPriceList.productAdded) form.resetFields();
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('settingsPrices.addProduct.title')}
      </Typography.Title>
      {available.length === 0 ? (
        <Typography.Text type="secondary">{t('settingsPrices.addProduct.none')}</Typography.Text>
      ) : (
        <Form<Fields> form={form} name="addProduct" layout="inline" onFinish={(v) => void submit(v)}>
          <Form.Item name="productId" label={t('settingsPrices.addProduct.product')} rules={[{ required: true, message: t('settingsPrices.addProduct.productRequired') }]}>
            <Select
              style={{ minWidth: 220 }}
              options={available.map((p) => ({ value: p.productId!, label: `${p.name} · ${t(`settingsPrices.services.${p.service}`)}` }))}
              onChange={(id: number) => form.setFieldsValue({ rate: available.find((p) => p.productId === id)?.rate, quantity: undefined })}
            />
          </Form.Item>
          <Form.Item name="rate" label={t('settingsPrices.addProduct.rate')} rules={[{ required: true, message: t('settingsPrices.addProduct.rateRequired') }]}>
            <InputNumber min={0} />
          </Form.Item>
          {chosen?.kind === 'package' && (
            <Form.Item name="quantity" label={t('settingsPrices.addProduct.quantity')}>
              <InputNumber min={1} precision={0} placeholder={String(chosen.quantity ?? '')} />
            </Form.Item>
          )}
          <Button htmlType="submit" loading={adding.isLoading}>
            {t('settingsPrices.addProduct.add')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
