/** The headline figures: money received today, this month and this year; the users; today's reloads; this month's leader; WhatsApp credits. */
import { Card, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetCreditsWhatsAppQuery, useGetProfilesQuery, useGetQuantityReloQuery, useGetSumCashQuery, useGetTop10Query, type SuperAdminPeriodFigure } from '../../../api/generated/superAdmin';
import { useNumberFormat } from '../../../ui/useNumberFormat';

const figureOf = (figures: SuperAdminPeriodFigure[] | undefined, period: string) => figures?.find((f) => f.period === period);

function Figure({ title, value, detail }: { title: string; value: string | undefined; detail?: string }) {
  return (
    <Card size="small" style={{ flex: '1 1 200px' }}>
      <Statistic title={title} value={value ?? '…'} />
      {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
    </Card>
  );
}

export function Headline() {
  const { t } = useTranslation();
  const { number, shekels } = useNumberFormat();
  const cash = useGetSumCashQuery().data?.data;
  const users = useGetProfilesQuery().data?.data;
  const reloads = useGetQuantityReloQuery().data?.data;
  const leader = useGetTop10Query().data?.data?.[0];
  const whatsApp = useGetCreditsWhatsAppQuery().data?.data;
  const money = (period: string) => {
    const figure = figureOf(cash?.figures, period);
    return figure && shekels(figure.amount);
  };
  const reloadsToday = figureOf(reloads?.figures, 'today');
  return (
    <section aria-labelledby="bi-headline">
      <Typography.Title level={3} id="bi-headline" style={{ marginTop: 0 }}>
        {t('bi.headline.title')}
      </Typography.Title>
      <Flex gap={12} wrap>
        <Figure title={t('bi.headline.cashToday')} value={money('today')} />
        <Figure title={t('bi.headline.cashMonth')} value={money('month')} />
        <Figure title={t('bi.headline.cashYear')} value={money('year')} />
        <Figure
          title={t('bi.headline.users')}
          value={users && number(users.total)}
          detail={users && t('bi.headline.usersDetail', { active: number(users.active), blocked: number(users.blocked), new: number(users.newThisMonth) })}
        />
        <Figure title={t('bi.headline.reloadsToday')} value={reloadsToday && number(reloadsToday.count)} detail={reloadsToday && t('bi.headline.reloadsDetail', { credits: number(reloadsToday.credits) })} />
        <Figure
          title={t('bi.headline.leader')}
          value={leader ? leader.companyName || leader.username : t('bi.headline.noLeader')}
          detail={leader && t('bi.headline.leaderDetail', { messages: number(leader.messages) })}
        />
        <Figure
          title={t('bi.headline.whatsApp')}
          value={whatsApp && number(whatsApp.remaining)}
          detail={whatsApp && t('bi.headline.whatsAppDetail', { sold: number(whatsApp.sold), used: number(whatsApp.used), low: number(whatsApp.lowBalanceAccounts.length) })}
        />
      </Flex>
    </section>
  );
}
