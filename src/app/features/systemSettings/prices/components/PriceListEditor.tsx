/**
 * One price list opened: its name, type and base rate, each product's rate (and a package's
 * credits) saved together by save-price-list, products added or removed, and its texts.
 */
import { Button, Divider, Flex, Form, Input, InputNumber, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useGetPriceListDetailsQuery, useRemoveProductFromPriceListMutation, useSavePriceListMutation, type PriceListProduct } from '../../../../api/generated/superAdmin';
import { PageLoading } from '../../../../ui/PageLoading';
import { useNumberFormat } from '../../../../ui/useNumberFormat';
import { AddProductForm } from './AddProductForm';
import { PriceListTexts } from './PriceListTexts';

interface Fields {
  name: string;
  type: string;
  rate: number;
  /** Product id to its rate and credits, as typed. */
  products: Record<string, { rate: number; quantity?: number }>;
}

export function PriceListEditor({ priceListId }: { priceListId: number }) {
  const { t } = useTranslation();
  const { shekels } = useNumberFormat();
  const { data, isLoading } = useGetPriceListDetailsQuery({ body: { priceListId } });
  const [save, saving] = useSavePriceListMutation();
  const [removeProduct] = useRemoveProductFromPriceListMutation();
  const list = data?.data;
  if (isLoading || !list) return <PageLoading />;
  const products = list.products ?? [];

  const submit = async (fields: Fields) => {
    const rates = products.map((p) => {
      const typed = fields.products[String(p.productId)];
      return { productId: p.productId!, rate: typed?.rate ?? p.rate ?? 0, ...(p.kind === 'package' && typed?.quantity ? { quantity: typed.quantity } : {}) };
    });
    await save({ body: { priceListId, name: fields.name.trim(), type: fields.type.trim() || undefined, rate: fields.rate, products: rates } })
      .unwrap()
      .catch(() => null);
  };

  const columns: ColumnsType<PriceListProduct> = [
    { key: 'name', title: t('settingsPrices.editor.product'), dataIndex: 'name' },
    { key: 'service', title: t('settingsPrices.editor.service'), render: (_, p) => t(`settingsPrices.services.${p.service}`) },
    { key: 'kind', title: t('settingsPrices.editor.kind'), render: (_, p) => t(`settingsPrices.editor.kinds.${p.kind ?? 'package'}`) },
    {
      key: 'rate',
      title: t('settingsPrices.editor.productRate'),
      render: (_, p) => (
        <Form.Item name={['products', String(p.productId), 'rate']} noStyle rules={[{ required: true }]}>
          <InputNumber min={0} step={p.kind === 'message' ? 0.1 : 1} aria-label={t('settingsPrices.editor.rateLabel', { name: p.name })} />
        </Form.Item>
      ),
    },
    {
      key: 'quantity',
      title: t('settingsPrices.editor.quantity'),
      render: (_, p) =>
        p.kind === 'package' ? (
          <Form.Item name={['products', String(p.productId), 'quantity']} noStyle>
            <InputNumber min={1} precision={0} aria-label={t('settingsPrices.editor.quantityLabel', { name: p.name })} />
          </Form.Item>
        ) : null,
    },
    { key: 'priceWithVat', title: t('settingsPrices.editor.priceWithVat'), render: (_, p) => (p.kind === 'package' ? shekels(p.priceWithVat ?? 0) : '') },
    {
      key: 'remove',
      title: '',
      render: (_, p) => (
        <Button size="small" danger onClick={() => void removeProduct({ body: { priceListId, productId: p.productId! } })} aria-label={t('settingsPrices.editor.removeProductLabel', { name: p.name })}>
          {t('settingsPrices.editor.removeProduct')}
        </Button>
      ),
    },
  ];

  const initialValues: Fields = {
    name: list.name ?? '',
    type: list.type ?? '',
    rate: list.rate ?? 1,
    products: Object.fromEntries(products.map((p) => [String(p.productId), { rate: p.rate ?? 0, quantity: p.quantity }])),
  };
  return (
    <Flex vertical gap={16}>
      {/* Keyed by the answer, so a list read again (another admin's save) shows its values. */}
      <Form<Fields> key={JSON.stringify(initialValues)} name="priceList" layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)}>
        <Flex gap={16} wrap>
          <Form.Item name="name" label={t('settingsPrices.editor.name')} rules={[{ required: true, whitespace: true, message: t('settingsPrices.editor.nameRequired') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="type" label={t('settingsPrices.editor.type')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="rate" label={t('settingsPrices.editor.rate')} extra={t('settingsPrices.editor.rateHelp')} rules={[{ required: true }]}>
            <InputNumber min={0} step={0.1} />
          </Form.Item>
        </Flex>
        <Typography.Title level={5}>{t('settingsPrices.editor.products')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('settingsPrices.editor.productRateHelp')}</Typography.Paragraph>
        <Table rowKey="productId" columns={columns} dataSource={products} pagination={false} size="small" scroll={{ x: true }} locale={{ emptyText: t('settingsPrices.editor.noProducts') }} />
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            {t('settingsPrices.editor.save')}
          </Button>
        </Flex>
      </Form>
      <AddProductForm priceListId={priceListId} />
      <Divider style={{ margin: 0 }} />
      <PriceListTexts priceListId={priceListId} texts={list.texts ?? {}} />
    </Flex>
  );
}
