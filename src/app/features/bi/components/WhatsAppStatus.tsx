/**
 * /bi's WhatsApp part (super-admin/whatsApp-status, credits-whatsApp): the business accounts by
 * state (section 4), how many Meta blocked or warned about, onboarding waiting for an
 * administrator, templates in Meta's review, today's messages; then the accounts that need
 * someone (blocked, warned, awaiting approval) and the customers running out of messages, each
 * opening its support page (its WhatsApp tab) or its package sale.
 */
import { Alert, Card, Flex, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetCreditsWhatsAppQuery, useGetWhatsAppStatusQuery, type SuperAdminWhatsAppCredits, type WhatsAppAccount } from '../../../api/generated/superAdmin';
import type { WhatsAppNumberState } from '../../../api/generated/whatsapp';
import { numberStates } from '../../../../domain/whatsapp';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { useMomentText } from '../../../i18n/useMomentText';
import { href } from '../../../router/paths';
import { PageLoading } from '../../../ui/PageLoading';
import { UserText } from '../../../ui/UserText';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { WhatsAppStateTag } from '../../../ui/WhatsAppStateTag';

type LowBalance = SuperAdminWhatsAppCredits['lowBalanceAccounts'][number];
const isNumberState = (state: string | undefined): state is WhatsAppNumberState => numberStates.includes(state as WhatsAppNumberState);

export function WhatsAppStatus() {
  const { t } = useTranslation();
  // The number states' words are the WhatsApp area's.
  const whatsappTextsReady = useFeatureTexts('whatsapp');
  const biTextsReady = useFeatureTexts('bi');
  const { number } = useNumberFormat();
  const moment = useMomentText();
  const status = useGetWhatsAppStatusQuery();
  const credits = useGetCreditsWhatsAppQuery();
  if (!whatsappTextsReady || !biTextsReady) return <PageLoading />;
  const s = status.data?.data;
  const figure = (key: string, value: number | undefined) => (
    <Card size="small" key={key} style={{ flex: '1 1 160px' }}>
      <Statistic title={t(`bi.whatsApp.${key}`)} value={value === undefined ? '…' : number(value)} />
    </Card>
  );

  const accountColumns: TableColumnsType<WhatsAppAccount> = [
    { key: 'phone', title: t('bi.whatsApp.phone'), render: (_, a) => <bdi dir="ltr">{a.PHONE}</bdi> },
    { key: 'business', title: t('bi.whatsApp.business'), render: (_, a) => <UserText>{a.COMPANY_NAME ?? ''}</UserText> },
    { key: 'state', title: t('bi.whatsApp.state'), render: (_, a) => (isNumberState(a.WHATSAPP_STATUS) ? <WhatsAppStateTag state={a.WHATSAPP_STATUS} /> : a.WHATSAPP_STATUS) },
    { key: 'meta', title: t('bi.whatsApp.meta'), render: (_, a) => a.IS_BLOCKED_BY_META && <Tag color="error">{t('bi.whatsApp.blockedByMetaTag')}</Tag> },
    { key: 'dailyLimit', title: t('bi.whatsApp.dailyLimit'), align: 'end', render: (_, a) => (a.DAILY_LIMIT === undefined ? '' : number(a.DAILY_LIMIT)) },
    { key: 'created', title: t('bi.whatsApp.createdOn'), render: (_, a) => (a.CREATED_ON ? moment(a.CREATED_ON) : '') },
    { key: 'open', title: '', render: (_, a) => a.USER_ID !== undefined && <Link to={href('userProfile', { userId: a.USER_ID })}>{t('bi.whatsApp.customerPage')}</Link> },
  ];
  const lowColumns: TableColumnsType<LowBalance> = [
    { key: 'customer', title: t('bi.whatsApp.customer'), render: (_, c) => <UserText>{c.username}</UserText> },
    { key: 'left', title: t('bi.whatsApp.creditsLeft'), align: 'end', render: (_, c) => number(c.creditsLeftWA) },
    {
      key: 'open',
      title: '',
      render: (_, c) => (
        <Flex gap={12} wrap>
          <Link to={href('whatsappPostpaidPurchase', { userId: c.userId })}>{t('bi.whatsApp.sell')}</Link>
          <Link to={href('userProfile', { userId: c.userId })}>{t('bi.whatsApp.customerPage')}</Link>
        </Flex>
      ),
    },
  ];
  const byState = numberStates.filter((state) => (s?.byStatus?.[state] ?? 0) > 0);

  return (
    <section aria-labelledby="bi-whatsapp">
      <Typography.Title level={3} id="bi-whatsapp">
        {t('bi.whatsApp.title')}
      </Typography.Title>
      <Flex vertical gap={12}>
        {(status.isError || credits.isError) && <Alert type="error" showIcon title={t('bi.whatsApp.loadFailed')} />}
        <Flex gap={12} wrap>
          {figure('totalAccounts', s?.totalAccounts)}
          {figure('blockedByMeta', s?.blockedByMeta)}
          {figure('activeWithWarning', s?.activeWithWarning)}
          {figure('awaitingApproval', s?.awaitingApproval)}
          {figure('templatesPending', s?.templatesPending)}
          {figure('messagesToday', s?.messagesToday)}
        </Flex>
        {byState.length > 0 && (
          <Flex gap={8} wrap role="list" aria-label={t('bi.whatsApp.byState')}>
            {byState.map((state) => (
              <span role="listitem" key={state}>
                <WhatsAppStateTag state={state} /> {number(s!.byStatus![state]!)}
              </span>
            ))}
          </Flex>
        )}
        <Card size="small" title={t('bi.whatsApp.attention')}>
          <Table
            rowKey={(a) => a.ID ?? a.PHONE ?? ''}
            size="small"
            loading={status.isFetching}
            columns={accountColumns}
            dataSource={s?.accounts ?? []}
            pagination={false}
            locale={{ emptyText: t('bi.whatsApp.noAttention') }}
            aria-label={t('bi.whatsApp.attention')}
          />
        </Card>
        <Card size="small" title={t('bi.whatsApp.lowBalance')}>
          <Table
            rowKey="userId"
            size="small"
            loading={credits.isFetching}
            columns={lowColumns}
            dataSource={credits.data?.data?.lowBalanceAccounts ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('bi.whatsApp.noLowBalance') }}
            aria-label={t('bi.whatsApp.lowBalance')}
          />
        </Card>
      </Flex>
    </section>
  );
}
