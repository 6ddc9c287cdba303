/**
 * "Resend to those who did not receive it": reads the shipment's campaign recipients whose
 * message ended not delivered (sms-report, status `failed` = every final not-delivered status),
 * uploads them as pasted numbers, and opens the composer with that destination and the same
 * message (router state { resend: { uploadId, count, message } }, read by the composer).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUploadPastedNumbersMutation } from '../../../api/generated/files';
import { useLazyGetReportPageQuery, type ReportRow, type Shipment } from '../../../api/generated/reports';
import { href } from '../../../router/paths';
import { notify } from '../../../state/notifications';
import { useAppDispatch } from '../../../state/hooks';
import { failedStatusGroup } from '../shared/deliveryStatus';
import { readWholeReport } from '../shared/readWholeReport';
import { UploadPastedNumbers } from '../../../../contract/statusCodes';

export function useResend() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [readPage] = useLazyGetReportPageQuery();
  const [upload] = useUploadPastedNumbersMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const resend = async (shipment: Shipment) => {
    if (shipment.CAMPAIGN_ID === undefined) return;
    setBusyId(shipment.ID ?? null);
    try {
      const failed = await readWholeReport<ReportRow>({
        routeName: 'sms-report',
        // The shipment's own period: the sms report otherwise covers only the current month.
        filters: { campaignId: shipment.CAMPAIGN_ID, status: failedStatusGroup, ...periodOf(shipment) },
        readPage: (arg) => readPage(arg),
        rowsOf: (answer) => (answer.data?.rows ?? []) as ReportRow[],
        onProgress: () => undefined,
        isCancelled: () => false,
      });
      const phones = [...new Set(failed.map((row) => row.destination).filter((phone): phone is string => Boolean(phone)))];
      if (!phones.length) {
        dispatch(notify({ severity: 'info', message: 'reports.shipments.resend.noneFailed' }));
        return;
      }
      const answer = (await upload({ body: { rows: phones.map((phone) => ({ phone })) } }).unwrap()).data;
      const uploadId = answer?.destination?.upload_id ?? answer?.upload_id;
      if ((answer?.status !== UploadPastedNumbers.uploaded && answer?.status !== UploadPastedNumbers.partlyUploaded) || uploadId === undefined) return;
      const count = answer.destination?.count ?? answer.saved ?? phones.length;
      navigate(href('campaign'), { state: { resend: { uploadId, count, message: shipment.MESSAGE ?? '' } } });
    } finally {
      setBusyId(null);
    }
  };

  return { resend: (shipment: Shipment) => void resend(shipment).catch(() => undefined), busyId };
}

/** From the shipment's start day to today (DD/MM/YYYY), when its start is known. */
function periodOf(shipment: Shipment): { fromDate?: string; toDate?: string } {
  const day = /^(\d{2}\/\d{2}\/\d{4})/.exec(shipment.STARTED_ON_DATE ?? shipment.sendDate ?? '')?.[1];
  if (!day) return {};
  const to = /^(\d{2}\/\d{2}\/\d{4})/.exec(shipment.ENDED_ON_DATE ?? '')?.[1];
  return { fromDate: day, ...(to ? { toDate: to } : {}) };
}
