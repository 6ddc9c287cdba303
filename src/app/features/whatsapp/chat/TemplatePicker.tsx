/**
 * What takes the text box's place when the 24-hour window is closed (sections 4 and 9): only an
 * approved template of the sending number can go (get-phone-templates; the first approved one is
 * chosen, as section 4 says), with its values {{1}}..{{5}} and, for a picture, video or document
 * header, its file (upload-whatsapp-file, then its hash goes with send-whatsapp-chat-template).
 * With no approved template the picker says why and nothing can be sent, so no message is lost.
 */
import { Alert, Button, Flex, Form, Input, Select, Typography, Upload } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../ui/UserText';
import { fillTemplateBody, templateStandingOf, templateVariableCount } from '../../../../domain/whatsapp';
import { chooseTemplate } from '../templates/templateChoice';
import { isTooLarge } from '../whatsappFiles';
import { refusalOf } from './sendOutcome';
import { appendStored, useAfterSend } from './useAfterSend';
import { useGetWhatsappPhoneTemplatesQuery, useSendWhatsappChatTemplateMutation, useUploadWhatsappFileMutation } from './whatsappChatApi';
import { UploadWhatsappFile } from '../../../../contract/statusCodes';

const mediaHeaders = ['image', 'video', 'document'];

interface Props {
  source: string;
  destination: string;
  onRefusal: (key: string | null) => void;
}

export function TemplatePicker({ source, destination, onRefusal: setRefusal }: Props) {
  const { t } = useTranslation();
  const pickerId = useId();
  const { data, isLoading } = useGetWhatsappPhoneTemplatesQuery({ phone: source });
  const [sendTemplate, sending] = useSendWhatsappChatTemplateMutation();
  const [upload, uploading] = useUploadWhatsappFileMutation();
  const templates = data?.data ?? [];
  const approved = templates.filter((tm) => templateStandingOf(tm.status) === 'approved');
  const choice = chooseTemplate(templates);
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const selected = approved.find((tm) => tm.templateId === chosenId) ?? (choice.noTemplatesYet ? undefined : choice.selected);
  const [values, setValues] = useState<string[]>([]);
  const [headerFile, setHeaderFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const afterSend = useAfterSend(source, destination);

  const body = selected?.body ?? '';
  const count = templateVariableCount(body);
  const needsFile = mediaHeaders.includes(selected?.header ?? 'none');

  const submit = async () => {
    if (!selected?.templateId) return;
    const found: Record<string, string> = {};
    for (let i = 0; i < count; i += 1) if (!values[i]?.trim()) found[`v${i}`] = t('whatsappChat.template.valueRequired', { n: i + 1 });
    if (needsFile && !headerFile) found.file = t('whatsappChat.template.headerFileRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    let headerHash: string | undefined;
    if (needsFile && headerFile) {
      const stored = await upload({ body: { file: headerFile, dir: 'chat' } })
        .unwrap()
        .catch(() => undefined);
      // The base query said why an upload failed.
      if (stored?.data?.status !== UploadWhatsappFile.uploaded || !stored.data.hash) return;
      headerHash = stored.data.hash;
    }
    const variables = values.slice(0, count);
    const answer = await sendTemplate({ body: { source, destination, templateId: selected.templateId, ...(count ? { variables } : {}), ...(headerHash ? { headerFile: headerHash } : {}) } })
      .unwrap()
      .catch(() => undefined);
    afterSend(answer?.data, appendStored);
    const refused = refusalOf('sendWhatsappChatTemplate', answer?.data);
    setRefusal(refused);
    if (answer?.data && !refused) {
      setValues([]);
      setHeaderFile(null);
    }
  };

  if (isLoading) return null;
  if (!selected) {
    const why = templates.length === 0 ? 'none' : choice.notice === 'notApproved' ? 'notApproved' : 'notApprovedYet';
    return <Alert type="warning" showIcon title={t('whatsappChat.template.noApproved')} description={t(`whatsappChat.template.${why}`)} style={{ marginBlockStart: 8 }} />;
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ marginBlockStart: 8 }} aria-label={t('whatsappChat.template.region')}>
      <Form.Item label={t('whatsappChat.template.label')} htmlFor={pickerId} style={{ marginBlockEnd: 8 }}>
        <Select
          id={pickerId}
          value={selected.templateId}
          onChange={(id: number) => {
            setChosenId(id);
            setValues([]);
            setProblems({});
            setHeaderFile(null);
            setRefusal(null);
          }}
          options={approved.map((tm) => ({ value: tm.templateId, label: <bdi dir="ltr">{tm.name}</bdi> }))}
        />
      </Form.Item>
      {Array.from({ length: count }, (_, i) => (
        <Form.Item key={i} label={t('whatsappChat.template.value', { n: i + 1 })} htmlFor={`${pickerId}-v${i}`} validateStatus={problems[`v${i}`] ? 'error' : undefined} help={problems[`v${i}`]} style={{ marginBlockEnd: 8 }}>
          <Input
            id={`${pickerId}-v${i}`}
            dir="auto"
            maxLength={1005}
            value={values[i] ?? ''}
            onChange={(e) => {
              const next = [...values];
              next[i] = e.target.value;
              setValues(next);
              setProblems(({ [`v${i}`]: _gone, ...rest }) => rest);
            }}
          />
        </Form.Item>
      ))}
      {needsFile && (
        <Form.Item label={t('whatsappChat.template.headerFile')} validateStatus={problems.file ? 'error' : undefined} help={problems.file} style={{ marginBlockEnd: 8 }}>
          <Flex gap={8} align="center">
            <Upload
              accept=".gif,.jpg,.jpeg,.png,.pdf"
              showUploadList={false}
              beforeUpload={(file) => {
                setProblems(({ file: _gone, ...rest }) => (isTooLarge(file) ? { ...rest, file: t('whatsappChat.composer.fileTooLarge') } : rest));
                setHeaderFile(isTooLarge(file) ? null : file);
                return false;
              }}
            >
              <Button>{t('whatsappChat.composer.attach')}</Button>
            </Upload>
            {headerFile && <bdi dir="auto">{headerFile.name}</bdi>}
          </Flex>
        </Form.Item>
      )}
      <Typography.Text type="secondary">{t('whatsappChat.template.preview')}</Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBlockEnd: 8 }}>
        <UserText>{fillTemplateBody(body, Array.from({ length: count }, (_, i) => values[i] || `{{${i + 1}}}`))}</UserText>
      </Typography.Paragraph>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={sending.isLoading || uploading.isLoading}>
          {t('whatsappChat.template.send')}
        </Button>
      </Flex>
    </Form>
  );
}
