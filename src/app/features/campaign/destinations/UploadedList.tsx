/** The pasted and uploaded destinations with their counts; removing one deletes it on the server first (campaigns/delete-pasted-numbers). */
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeletePastedNumbersMutation } from '../../../api/generated/campaigns';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import type { UploadedDestination } from '../campaignForm';
import { DeletePastedNumbers } from '../../../../contract/statusCodes';

export function UploadedList({ value, onChange, campaignId }: { value: UploadedDestination[]; onChange: (uploads: UploadedDestination[]) => void; campaignId?: number }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [remove] = useDeletePastedNumbersMutation();
  if (value.length === 0) return null;

  const removeOne = async (u: UploadedDestination) => {
    const answer = await remove({ body: { upload_ids: [u.uploadId], ...(campaignId !== undefined ? { campaign_id: campaignId } : {}) } }).unwrap();
    // A destination a sent campaign still uses stays (-1, the base query says so).
    if (answer.data?.status === DeletePastedNumbers.removed) onChange(value.filter((v) => v.uploadId !== u.uploadId));
  };

  return (
    <Flex gap={4} wrap>
      {value.map((u) => {
        const label = t(u.type === 'upl_contacts' ? 'campaign.destinations.pastedItem' : 'campaign.destinations.fileItem', { name: u.name, total: number(u.count) });
        return (
          <Tag
            key={u.uploadId}
            closable
            onClose={(e) => {
              // Removed once the server agrees.
              e.preventDefault();
              void removeOne(u).catch(() => undefined);
            }}
            closeIcon={<span aria-label={t('campaign.destinations.removeUpload', { name: label })}>×</span>}
          >
            {label}
          </Tag>
        );
      })}
    </Flex>
  );
}
