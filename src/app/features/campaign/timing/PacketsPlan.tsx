/** When each packet goes and to how many (campaigns/show-packets-plan), as a small timeline. */
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import type { PacketUnit } from '../../../../domain/campaignTiming';
import { useShowPacketsPlanQuery } from '../../../api/generated/campaigns';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ShowPacketsPlan } from '../../../../contract/statusCodes';

/** Long plans show their start and end; the middle is the same step repeated. */
const shownRows = 6;

interface Props {
  amount: number;
  every: number;
  unit: PacketUnit;
  start: number | null;
  total: number;
}

export function PacketsPlan({ amount, every, unit, start, total }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const { data } = useShowPacketsPlanQuery(
    { body: { packets: { amount, every, everyOption: unit }, totalDestinations: total, ...(start !== null ? { startDate: formatIsraelDateTime(start) } : {}) } },
    { skip: total < 1 || amount < 1 || every < 1 },
  );
  const plan = data?.data?.status === ShowPacketsPlan.plan ? (data.data.plan ?? []) : [];
  if (plan.length === 0) return null;
  const rows = plan.length > shownRows ? [...plan.slice(0, shownRows - 1), plan[plan.length - 1]!] : plan;
  return (
    <section aria-label={t('campaign.timing.planLabel')}>
      <h4 style={{ marginBlock: 8 }}>{t('campaign.timing.planTitle', { packets: plan.length })}</h4>
      <Timeline
        items={rows.map((row) => ({
          key: row.packetNumber,
          content: t('campaign.timing.planRow', { number: row.packetNumber, time: row.time, amount: number(row.amount) }),
        }))}
      />
    </section>
  );
}
