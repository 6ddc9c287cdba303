/**
 * Pause and resume one shipment's campaign from the queue: super-admin/start-or-stop-campaign
 * for that campaign alone (the block-campaigns screen's operation), after a confirm; its
 * result shows through the one status table. A campaign held for approval has neither: letting
 * it go is the approver's decision (the approval link), not the queue's.
 */
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { mayCall } from '../../../../domain/access';
import { startOrStopCampaign } from '../../../../contract/access';
import { useStartOrStopCampaignMutation, type QueueShipment } from '../../../api/generated/superAdmin';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';

export function ShipmentActions({ shipment, onChanged }: { shipment: QueueShipment; onChanged: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const caller = useAppSelector((s) => s.session.user);
  const [stopOrStart, changing] = useStartOrStopCampaignMutation();
  if (!caller || !mayCall(startOrStopCampaign.access, caller, startOrStopCampaign.permission) || shipment.waitingReason === 'approval') return null;

  const action = shipment.waitingReason === 'paused' ? 'start' : 'stop';
  const run = async () => {
    const asked = await dispatch(
      confirm({
        type: 'confirm',
        title: action === 'stop' ? 'queue.actions.pauseTitle' : 'queue.actions.resumeTitle',
        message: action === 'stop' ? 'queue.actions.pauseConfirm' : 'queue.actions.resumeConfirm',
        messageValues: { name: shipment.campaignName },
      }),
    );
    if (asked !== true) return;
    await stopOrStart({ body: { userId: shipment.userId, action, campaignIds: [shipment.campaignId] } })
      .unwrap()
      .catch(() => undefined);
    onChanged();
  };

  const label = `${t(action === 'stop' ? 'queue.actions.pause' : 'queue.actions.resume')}`;
  return (
    <Button size="small" danger={action === 'stop'} loading={changing.isLoading} onClick={() => void run()} aria-label={`${label}: ${shipment.campaignName}`}>
      {label}
    </Button>
  );
}
