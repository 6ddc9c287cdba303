/** An organization added or changed: its name and company number (9 digits, the domain's rule). */
import { Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddOrganizationMutation, useUpdateOrganizationMutation, type Organization } from '../../../api/generated/superAdmin';
import { isCompanyNumber } from '../../../../domain/whiteLabel';
import { AddOrganization, UpdateOrganization } from '../../../../contract/statusCodes';

interface OrganizationFields {
  name: string;
  companyId: string;
}

export function OrganizationsForm({ userId, organization, onClose }: { userId: number; organization: Organization | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [add, adding] = useAddOrganizationMutation();
  const [update, updating] = useUpdateOrganizationMutation();
  const submit = async ({ name, companyId }: OrganizationFields) => {
    const body = { userId, name: name.trim(), companyId: companyId.trim() };
    const answer = await (organization ? update({ body: { ...body, organizationId: organization.id! } }) : add({ body })).unwrap().catch(() => null);
    if (answer?.data?.status === (organization ? UpdateOrganization.updated : AddOrganization.added)) onClose();
  };
  return (
    <Modal open title={t(organization ? 'settingsBrands.organizations.editTitle' : 'settingsBrands.organizations.addTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<OrganizationFields> layout="vertical" initialValues={{ name: organization?.name ?? '', companyId: organization?.companyId ?? '' }} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('settingsBrands.organizations.name')} rules={[{ required: true, whitespace: true, message: t('settingsBrands.organizations.nameRequired') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="companyId"
          label={t('settingsBrands.organizations.companyId')}
          rules={[{ validator: (_, v?: string) => (v && isCompanyNumber(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('settingsBrands.organizations.companyIdInvalid')))) }]}
        >
          <Input dir="ltr" inputMode="numeric" maxLength={9} style={{ width: 200 }} />
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>{t('settingsBrands.organizations.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={adding.isLoading || updating.isLoading}>
            {t('settingsBrands.organizations.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
