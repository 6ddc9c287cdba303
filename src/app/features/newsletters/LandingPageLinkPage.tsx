/**
 * /landing-page/:hash/:type? (sections 2, 7): the newsletter service hands a landing page over
 * after it is made; the user chooses which of the account's contact lists its sign-ups join
 * (main/link-to-cl), then goes back to the landing-page system. The outcome message is the
 * base query's (statusMessages: main.linkToList.*).
 */
import { Alert, Button, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGetUserAllContactListsQuery } from '../../api/generated/campaigns';
import { useLinkToClMutation } from '../../api/generated/main';
import { LinkToCl } from '../../../contract/statusCodes';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { Heading, Panel, Paragraph } from '../../ui/text';
import { useBrand } from '../../ui/useBrand';
import { ReturnCountdown } from './ReturnCountdown';

/** The embedded simulator's landing pages (server: modules/newsletters/simulator.ts). */
export const simulatorLandingPages = '/newsletter-simulator/account#landing-pages';

interface LinkForm {
  contactListId: number;
}

export default function LandingPageLinkPage() {
  const { t } = useTranslation();
  const ready = useFeatureTexts('newsletters', 'main');
  const { hash = '', type } = useParams();
  const brand = useBrand();
  const lists = useGetUserAllContactListsQuery();
  const [linkToCl, linking] = useLinkToClMutation();
  const [linkedTo, setLinkedTo] = useState<string | null>(null);

  if (!ready || lists.isLoading) return <PageLoading />;
  const options = (lists.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }));

  const submit = async ({ contactListId }: LinkForm) => {
    const answer = await linkToCl({ body: { hash, contactListId, ...(type ? { type } : {}) } })
      .unwrap()
      .catch(() => null);
    if (answer?.data?.status === LinkToCl.linked) setLinkedTo(options.find((o) => o.value === contactListId)?.label ?? '');
  };

  return (
    <Flex justify="center" style={{ paddingBlock: 32, paddingInline: 16 }}>
      <Panel style={{ width: '100%', maxWidth: 560 }}>
        <Heading>{t('newsletters.link.title')}</Heading>
        {linkedTo !== null ? (
          <Flex vertical gap={16}>
            <Alert type="success" showIcon title={t('newsletters.link.linked', { list: linkedTo })} />
            <ReturnCountdown to={brand?.newsletterUrl ?? simulatorLandingPages} />
          </Flex>
        ) : (
          <>
            <Paragraph secondary>{t('newsletters.link.intro')}</Paragraph>
            {options.length === 0 ? (
              <Alert type="info" showIcon title={t('newsletters.link.noLists')} />
            ) : (
              <Form<LinkForm> layout="vertical" onFinish={submit} requiredMark={false}>
                <Form.Item name="contactListId" label={t('newsletters.link.list')} rules={[{ required: true, message: t('newsletters.link.listRequired') }]}>
                  <Select options={options} showSearch optionFilterProp="label" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={linking.isLoading}>
                  {t('newsletters.link.submit')}
                </Button>
              </Form>
            )}
          </>
        )}
      </Panel>
    </Flex>
  );
}
