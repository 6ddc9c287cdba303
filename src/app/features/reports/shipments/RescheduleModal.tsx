/**
 * Reschedules a future shipment (reports/update-date-campaign). The picker's wall time is sent
 * as written: the contract's DD/MM/YYYY HH:mm is Israel time, the time the user means.
 */
import { DatePicker, Flex, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateDateCampaignMutation, type Shipment } from '../../../api/generated/reports';
import { dateTimeFormat } from '../../../ui/showDateTime';
import { israelToday } from '../../../ui/israelDay';
import { UpdateDateCampaign } from '../../../../contract/statusCodes';

function parseDateTime(text: string | undefined): Dayjs | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [, day, month, year, hour, minute] = match.map(Number);
  return dayjs(new Date(year, month - 1, day, hour, minute));
}

/** Rescheduled outright, or to the next permitted hour. */
const rescheduled = (status: number | undefined) => status === UpdateDateCampaign.rescheduled || status === UpdateDateCampaign.outsideHours;

export function RescheduleModal({ shipment, onClose, onDone }: { shipment: Shipment | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [sendDate, setSendDate] = useState<Dayjs | null>(null);
  const [update, { isLoading }] = useUpdateDateCampaignMutation();
  const shown = sendDate ?? parseDateTime(shipment?.sendDate ?? shipment?.STARTED_ON_DATE);

  const save = async () => {
    if (!shipment?.CAMPAIGN_ID || !shown) return;
    const answer = await update({ body: { campaignId: shipment.CAMPAIGN_ID, ...(shipment.ID !== undefined ? { shipmentId: shipment.ID } : {}), sendDate: shown.format(dateTimeFormat) } }).unwrap();
    if (rescheduled(answer.data?.status)) {
      setSendDate(null);
      onDone();
    }
  };

  return (
    <Modal
      open={shipment !== null}
      title={t('reports.shipments.reschedule.title')}
      okText={t('reports.shipments.reschedule.save')}
      cancelText={t('reports.export.cancel')}
      okButtonProps={{ disabled: !shown, loading: isLoading }}
      onOk={() => void save().catch(() => undefined)}
      onCancel={() => {
        setSendDate(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Typography.Text strong>{shipment?.SHIPMENT_NAME}</Typography.Text>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={dateTimeFormat}
          aria-label={t('reports.shipments.reschedule.label')}
          value={shown}
          onChange={(value) => setSendDate(value)}
          disabledDate={(day) => day.isBefore(israelToday(), 'day')}
          style={{ width: '100%' }}
        />
      </Flex>
    </Modal>
  );
}
