/**
 * The business profile customers see in WhatsApp for one number (get-chat-profile,
 * set-chat-profile): about, address, description, e-mail, up to two websites, category, the
 * picture (at least 400×400, checked here before it is uploaded) and read receipts.
 */
import { Button, Flex, Form, Input, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWhatsappChatProfileQuery, useSetWhatsappChatProfileMutation, useUploadWhatsappFileMutation, type SetWhatsappChatProfileApiArg } from '../../../api/generated/whatsapp';
import { useAppDispatch } from '../../../state/hooks';
import { notify } from '../../../state/notifications';
import { PageLoading } from '../../../ui/PageLoading';
import { profilePictureProblem } from '../whatsappFiles';

type Profile = SetWhatsappChatProfileApiArg['body'];

export function BusinessProfile({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isLoading } = useGetWhatsappChatProfileQuery({ phone });
  const [save, saving] = useSetWhatsappChatProfileMutation();
  const [upload, uploading] = useUploadWhatsappFileMutation();
  const [profile, setProfile] = useState<Profile>({ phone });
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);

  useEffect(() => {
    const p = data?.data;
    if (p) setProfile({ phone, about: p.about, address: p.address, description: p.description, email: p.email, websites: p.websites, vertical: p.vertical, sendReadStatus: p.sendReadStatus });
  }, [data, phone]);

  if (isLoading) return <PageLoading />;
  const patch = (change: Partial<Profile>) => setProfile((p) => ({ ...p, ...change }));
  const websites = profile.websites ?? [];
  const setWebsite = (i: number, value: string) => patch({ websites: [0, 1].map((j) => (j === i ? value : (websites[j] ?? ''))).filter((w, j) => w || j < i) });

  const choosePicture = async (file: File | undefined) => {
    if (!file) return;
    const problem = await profilePictureProblem(file);
    setPictureProblem(problem);
    if (problem) return;
    const answer = await upload({ body: { file, dir: 'profile' } }).unwrap().catch(() => undefined);
    if (answer?.data?.hash) patch({ profilePicture: answer.data.hash });
    else dispatch(notify({ severity: 'error', message: 'errors.files.uploadFailed' }));
  };

  const submit = () => {
    const body: Profile = { ...profile, websites: websites.map((w) => w.trim()).filter(Boolean) };
    void save({ body }).unwrap().catch(() => undefined);
  };

  return (
    <Form layout="vertical" onFinish={submit} style={{ maxWidth: 520 }}>
      <Form.Item label={t('whatsapp.profile.about')}>
        <Input dir="auto" aria-label={t('whatsapp.profile.about')} maxLength={139} value={profile.about} onChange={(e) => patch({ about: e.target.value })} />
      </Form.Item>
      <Form.Item label={t('whatsapp.profile.address')}>
        <Input dir="auto" aria-label={t('whatsapp.profile.address')} maxLength={256} value={profile.address} onChange={(e) => patch({ address: e.target.value })} />
      </Form.Item>
      <Form.Item label={t('whatsapp.profile.description')}>
        <Input.TextArea dir="auto" aria-label={t('whatsapp.profile.description')} maxLength={512} rows={3} value={profile.description} onChange={(e) => patch({ description: e.target.value })} />
      </Form.Item>
      <Form.Item label={t('whatsapp.profile.email')}>
        <Input dir="ltr" aria-label={t('whatsapp.profile.email')} type="email" maxLength={128} value={profile.email} onChange={(e) => patch({ email: e.target.value })} />
      </Form.Item>
      <Flex gap={8}>
        {[0, 1].map((i) => (
          <Form.Item key={i} label={t('whatsapp.profile.website', { n: i + 1 })} style={{ flex: 1 }}>
            <Input dir="ltr" aria-label={t('whatsapp.profile.website', { n: i + 1 })} maxLength={256} value={websites[i] ?? ''} onChange={(e) => setWebsite(i, e.target.value)} />
          </Form.Item>
        ))}
      </Flex>
      <Form.Item label={t('whatsapp.profile.vertical')}>
        <Input dir="auto" aria-label={t('whatsapp.profile.vertical')} maxLength={50} value={profile.vertical} onChange={(e) => patch({ vertical: e.target.value })} />
      </Form.Item>
      <Form.Item label={t('whatsapp.profile.picture')} validateStatus={pictureProblem ? 'error' : undefined} help={pictureProblem ? t(pictureProblem) : t('whatsapp.files.pictureHint')}>
        <input type="file" accept="image/png,image/jpeg" aria-label={t('whatsapp.profile.picture')} disabled={uploading.isLoading} onChange={(e) => void choosePicture(e.target.files?.[0])} />
      </Form.Item>
      <Form.Item label={t('whatsapp.profile.sendReadStatus')}>
        <Switch aria-label={t('whatsapp.profile.sendReadStatus')} checked={Boolean(profile.sendReadStatus)} onChange={(sendReadStatus) => patch({ sendReadStatus })} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving.isLoading}>
        {t('whatsapp.profile.save')}
      </Button>
    </Form>
  );
}
