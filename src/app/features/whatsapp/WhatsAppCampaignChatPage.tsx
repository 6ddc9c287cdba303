/**
 * /whatsapp-campaign-chat/:from?/:to? (issue 19; sections 2 to 5): the WhatsApp page the
 * whatsapp service mode opens. Template campaigns, the template builder with the number's
 * templates, the account's numbers with onboarding, and the 24-hour chat (helper F's
 * WhatsAppChat), as tabs; a link with a conversation (:from/:to) opens the chat.
 */
import { Alert, Button, Flex, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGetWhatsappUserMetaDataQuery } from '../../api/generated/whatsapp';
import { canSendFrom } from '../../../domain/whatsapp';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { useNumberFormat } from '../../ui/useNumberFormat';
import { TemplateCampaign } from './campaign/TemplateCampaign';
import { WhatsAppChat } from './chat/WhatsAppChat';
import { NumberPicker } from './NumberPicker';
import { NumbersPanel } from './numbers/NumbersPanel';
import { PhoneTemplates } from './templates/PhoneTemplates';
import { TemplateBuilder } from './templates/TemplateBuilder';
import './whatsappApi';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { modeSet } from '../../state/serviceMode';
import { useLiveNumberUpdates } from './useLiveNumberUpdates';

type Tab = 'campaign' | 'templates' | 'numbers' | 'chat';

export default function WhatsAppCampaignChatPage() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const textsReady = useFeatureTexts('whatsapp', 'campaigns');
  const { from, to } = useParams();
  const meta = useGetWhatsappUserMetaDataQuery();
  const phones = useMemo(() => meta.data?.data?.phones ?? [], [meta.data]);
  const sendable = useMemo(() => phones.filter((p) => canSendFrom(p.state)), [phones]);
  const [tab, setTab] = useState<Tab>(from ? 'chat' : 'campaign');
  const [phone, setPhone] = useState<string | undefined>(from);
  useLiveNumberUpdates();
  // This page is WhatsApp mode's (section 4): opened by its address, the bar and the menus follow.
  // Once, when it opens: choosing another mode from here must not be undone.
  const dispatch = useAppDispatch();
  const openedInMode = useAppSelector((s) => s.serviceMode.mode);
  const opened = useRef(openedInMode);
  useEffect(() => {
    if (opened.current !== 'whatsapp') dispatch(modeSet('whatsapp'));
  }, [dispatch]);
  // A conversation's link (a chat choice, a notification's click) brings the chat forward.
  useEffect(() => {
    if (from) setTab('chat');
  }, [from, to]);
  // The first number that may send, once the numbers are in (or the one the link named).
  useEffect(() => {
    if (!phone || !phones.some((p) => p.phone === phone)) setPhone(sendable[0]?.phone ?? phones[0]?.phone);
  }, [phones, sendable, phone]);

  if (!textsReady || meta.isLoading) return <PageLoading />;
  const withAccount = phones.filter((p) => p.accountId !== undefined && p.state !== 'deleted');
  const campaignPhone = sendable.some((p) => p.phone === phone) ? phone : sendable[0]?.phone;
  const templatesPhone = withAccount.some((p) => p.phone === phone) ? phone : withAccount[0]?.phone;
  const goToNumbers = (
    <Button type="link" onClick={() => setTab('numbers')} style={{ padding: 0 }}>
      {t('whatsapp.page.goToNumbers')}
    </Button>
  );

  const items = [
    {
      key: 'campaign',
      label: t('whatsapp.page.tabs.campaign'),
      children: campaignPhone ? (
        <>
          <NumberPicker phones={sendable} value={campaignPhone} onChange={setPhone} />
          <TemplateCampaign key={campaignPhone} sourcePhone={campaignPhone} />
        </>
      ) : (
        <Alert type="info" showIcon title={t('whatsapp.page.noSendingNumber')} description={goToNumbers} />
      ),
    },
    {
      key: 'templates',
      label: t('whatsapp.page.tabs.templates'),
      children: templatesPhone ? (
        <Flex vertical gap={24}>
          <NumberPicker phones={withAccount} value={templatesPhone} onChange={setPhone} />
          <TemplateBuilder key={templatesPhone} phone={templatesPhone} />
          <Typography.Title level={4}>{t('whatsapp.templates.title')}</Typography.Title>
          <PhoneTemplates phone={templatesPhone} />
        </Flex>
      ) : (
        <Alert type="info" showIcon title={t('whatsapp.page.noAccount')} description={goToNumbers} />
      ),
    },
    { key: 'numbers', label: t('whatsapp.page.tabs.numbers'), children: <NumbersPanel phones={phones} hasOpenOnboardingRequest={meta.data?.data?.hasOpenOnboardingRequest} /> },
    { key: 'chat', label: t('whatsapp.page.tabs.chat'), children: <WhatsAppChat from={from} to={to} /> },
  ];
  return (
    <Flex vertical gap={8} style={{ padding: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('whatsapp.page.title')}
      </Typography.Title>
      {meta.data?.data?.creditsLeft !== undefined && <Typography.Text type="secondary">{t('whatsapp.page.creditsLeft', { left: number(meta.data.data.creditsLeft) })}</Typography.Text>}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} items={items} destroyOnHidden />
    </Flex>
  );
}
