/**
 * A brand's details (add-white-label): new for a reseller, or an existing brand changed and its
 * reseller put on it. Fields are checked by the rules the server checks again (domain/whiteLabel).
 * When this host asks for a robot check, the save waits for its answer.
 */
import { Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddWhiteLabelMutation, type WhiteLabelBrand } from '../../../../api/generated/superAdmin';
import { brandInfoLinkKeys, isBrandHost, isBrandLink } from '../../../../../domain/whiteLabel';
import { RobotCheck } from '../../../../ui/RobotCheck';
import { useBrand } from '../../../../ui/useBrand';
import { AddWhiteLabel } from '../../../../../contract/statusCodes';

interface BrandFields {
  userId: number;
  host: string;
  logoName: string;
  supportPhone?: string;
  supportEmail?: string;
  supportText?: string;
  buyPackage?: string;
  siteKey?: string;
  hideAppBar?: boolean;
  infoLinks?: Record<string, string | undefined>;
}

const defaultHost = '*';

export function BrandForm({ brand, onClose }: { brand: WhiteLabelBrand | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BrandFields>();
  const [save, saving] = useAddWhiteLabelMutation();
  const siteKey = useBrand()?.siteKey;
  const [token, setToken] = useState<string>();
  const [resetSignal, setResetSignal] = useState(0);
  const isDefault = brand?.host === defaultHost;

  const submit = async (fields: BrandFields) => {
    const infoLinks = Object.fromEntries(Object.entries(fields.infoLinks ?? {}).filter((e): e is [string, string] => !!e[1]?.trim()));
    const { userId, ...details } = fields;
    const answer = await save({ body: { userId, ...(brand?.id ? { brandId: brand.id } : {}), brand: { ...details, infoLinks }, ...(token ? { recaptchaToken: token } : {}) } })
      .unwrap()
      .catch(() => null);
    // A robot-check answer is good for one request.
    setResetSignal((n) => n + 1);
    setToken(undefined);
    if (answer?.data?.status === AddWhiteLabel.created || answer?.data?.status === AddWhiteLabel.assigned) onClose();
  };

  const linkRule = { validator: (_: unknown, v?: string) => (!v || isBrandLink(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('settingsBrands.brands.linkInvalid')))) };
  return (
    <Modal open title={t(brand ? 'settingsBrands.brands.editTitle' : 'settingsBrands.brands.addTitle')} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...brand, userId: brand?.userId, siteKey: brand?.siteKey ?? '' }}
        onFinish={(v) => void submit({ ...v, host: isDefault ? defaultHost : v.host.trim().toLowerCase() })}
      >
        <Form.Item name="userId" label={t('settingsBrands.brands.reseller')} rules={[{ required: true, message: t('settingsBrands.brands.resellerRequired') }]}>
          <InputNumber min={1} precision={0} style={{ width: 200 }} />
        </Form.Item>
        {!isDefault && (
          <Form.Item
            name="host"
            label={t('settingsBrands.brands.host')}
            extra={t('settingsBrands.brands.hostHelp')}
            rules={[{ validator: (_, v?: string) => (v && isBrandHost(v.trim().toLowerCase()) ? Promise.resolve() : Promise.reject(new Error(t('settingsBrands.brands.hostInvalid')))) }]}
          >
            <Input dir="ltr" />
          </Form.Item>
        )}
        <Form.Item name="logoName" label={t('settingsBrands.brands.logoName')} rules={[{ required: true, whitespace: true, message: t('settingsBrands.brands.logoNameRequired') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="supportPhone" label={t('settingsBrands.brands.supportPhone')} rules={[{ pattern: /^\+?[0-9][0-9 -]{5,18}$/, message: t('settingsBrands.brands.phoneInvalid') }]}>
            <Input dir="ltr" />
          </Form.Item>
          <Form.Item name="supportEmail" label={t('settingsBrands.brands.supportEmail')} rules={[{ type: 'email', message: t('settingsBrands.brands.emailInvalid') }]}>
            <Input dir="ltr" />
          </Form.Item>
        </Flex>
        <Form.Item name="supportText" label={t('settingsBrands.brands.supportText')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="buyPackage" label={t('settingsBrands.brands.buyPackage')} extra={t('settingsBrands.brands.buyPackageHelp')} rules={[linkRule]}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="siteKey" label={t('settingsBrands.brands.siteKey')} extra={t('settingsBrands.brands.siteKeyHelp')}>
          <Input dir="ltr" />
        </Form.Item>
        <Form.Item name="hideAppBar" valuePropName="checked">
          <Checkbox>{t('settingsBrands.brands.hideAppBar')}</Checkbox>
        </Form.Item>
        <Typography.Text strong>{t('settingsBrands.brands.infoLinks')}</Typography.Text>
        {brandInfoLinkKeys.map((key) => (
          <Form.Item key={key} name={['infoLinks', key]} label={t(`settingsBrands.brands.links.${key}`)} rules={[linkRule]}>
            <Input dir="ltr" />
          </Form.Item>
        ))}
        {siteKey && (
          <Form.Item extra={t('settingsBrands.brands.robotCheck')}>
            <RobotCheck siteKey={siteKey} onToken={setToken} resetSignal={resetSignal} />
          </Form.Item>
        )}
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>{t('settingsBrands.brands.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving.isLoading} disabled={!!siteKey && !token}>
            {t('settingsBrands.brands.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
