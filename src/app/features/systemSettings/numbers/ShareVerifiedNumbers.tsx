/**
 * share-verified-numbers: groups of customers who share their verified sender numbers
 * (super-admin/verified-groups-*). Every member may send from any member's verified numbers;
 * the composer's sender checks read the same groups. Outcomes are the status table's.
 */
import { Button, Empty, Flex, Form, Input, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddVerifiedGroupMutation, useGetVerifiedGroupsQuery } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import './numbersApi';
import { VerifiedGroupCard } from './VerifiedGroupCard';
import { AddVerifiedGroup } from '../../../../contract/statusCodes';

export default function ShareVerifiedNumbers() {
  const ready = useFeatureTexts('settingsNumbers', 'superAdmin');
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const { data, isLoading } = useGetVerifiedGroupsQuery({ body: {} });
  const [create, creating] = useAddVerifiedGroupMutation();
  if (!ready) return <PageLoading />;

  const submit = async ({ name }: { name: string }) => {
    const answer = await create({ body: { name: name.trim() } }).unwrap().then((r) => r.data, () => undefined);
    if (answer?.status === AddVerifiedGroup.created) form.resetFields();
  };
  const groups = data?.data ?? [];

  return (
    <Flex vertical gap={16}>
      <Form form={form} layout="inline" onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t('settingsNumbers.groups.name')} rules={[{ required: true, whitespace: true, max: 100, message: t('settingsNumbers.groups.nameRequired') }]}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={creating.isLoading}>
          {t('settingsNumbers.groups.create')}
        </Button>
      </Form>
      <Typography.Title level={5}>{t('settingsNumbers.groups.title')}</Typography.Title>
      {isLoading ? <Spin /> : groups.length === 0 ? <Empty description={t('settingsNumbers.groups.none')} /> : groups.map((g) => <VerifiedGroupCard key={g.id} group={g} />)}
    </Flex>
  );
}
