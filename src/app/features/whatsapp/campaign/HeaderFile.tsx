/**
 * The file a template's media header carries in this campaign (upload-whatsapp-file, up to
 * 16MB). Optional: without one the template's approved sample goes.
 */
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadWhatsappFileMutation } from '../../../api/generated/whatsapp';
import { isTooLarge } from '../whatsappFiles';

export function HeaderFile({ onChange }: { onChange: (hash: string | undefined) => void }) {
  const { t } = useTranslation();
  const [upload, uploading] = useUploadWhatsappFileMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState('');

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setName('');
    onChange(undefined);
    if (!file) return;
    if (isTooLarge(file)) {
      setProblem('whatsapp.files.tooLarge');
      return;
    }
    const answer = await upload({ body: { file, dir: 'campaigns' } }).unwrap().catch(() => undefined);
    if (answer?.data?.hash) {
      setName(file.name);
      onChange(answer.data.hash);
    }
  };

  return (
    <Form.Item label={t('whatsapp.campaign.headerFile')} validateStatus={problem ? 'error' : undefined} help={problem ? t(problem) : name || t('whatsapp.campaign.headerFileHint')}>
      <input type="file" aria-label={t('whatsapp.campaign.headerFile')} disabled={uploading.isLoading} onChange={(e) => void choose(e.target.files?.[0])} />
    </Form.Item>
  );
}
