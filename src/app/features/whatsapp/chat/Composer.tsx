/**
 * Writing in an open conversation: a text (send-whatsapp-chat-message), or a picture or document
 * with its caption (send-whatsapp-file-message; gif, jpg, jpeg, png or pdf up to 16 MB, and a
 * caption is required — section 8's empty-caption error shows under the caption). A refusal is
 * said under the conversation in the status table's words and the text stays, so nothing is lost silently.
 */
import { Button, Flex, Form, Input, Upload } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTooLarge } from '../whatsappFiles';
import { refusalOf } from './sendOutcome';
import { appendStored, useAfterSend } from './useAfterSend';
import { useSendWhatsappChatMessageMutation, useSendWhatsappFileMessageMutation } from './whatsappChatApi';
import { SendWhatsappFileMessage } from '../../../../contract/statusCodes';

/** The contract's file types for a chat message. */
const acceptedTypes = ['.gif', '.jpg', '.jpeg', '.png', '.pdf'];
const maxText = 4096;
const maxCaption = 1024;

const fileProblemOf = (file: File): string | null => {
  if (!acceptedTypes.some((ending) => file.name.toLowerCase().endsWith(ending))) return 'whatsapp.upload.unsupportedType';
  return isTooLarge(file) ? 'whatsappChat.composer.fileTooLarge' : null;
};

interface Props {
  source: string;
  destination: string;
  /** Says (or clears) a refusal under the conversation, where it stays even if the window shut meanwhile. */
  onRefusal: (key: string | null) => void;
}

export function Composer({ source, destination, onRefusal: setRefusal }: Props) {
  const { t } = useTranslation();
  const ids = { text: useId(), caption: useId() };
  const [sendText, textSending] = useSendWhatsappChatMessageMutation();
  const [sendFile, fileSending] = useSendWhatsappFileMessageMutation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [captionProblem, setCaptionProblem] = useState<string | null>(null);
  const sending = textSending.isLoading || fileSending.isLoading;
  const afterSend = useAfterSend(source, destination);

  const submitText = async () => {
    if (!text.trim() || sending) return;
    const answer = await sendText({ body: { source, destination, text } })
      .unwrap()
      .catch(() => undefined);
    afterSend(answer?.data, appendStored);
    const refused = refusalOf('sendWhatsappChatMessage', answer?.data);
    setRefusal(refused);
    if (answer?.data && !refused) setText('');
  };

  const submitFile = async (chosen: File) => {
    if (sending) return;
    if (!caption.trim()) {
      setCaptionProblem('errors.whatsapp.emptyCaption');
      return;
    }
    const answer = await sendFile({ body: { source, destination, file: chosen, caption } })
      .unwrap()
      .catch(() => undefined);
    afterSend(answer?.data, appendStored);
    const refused = refusalOf('sendWhatsappFileMessage', answer?.data);
    if (answer?.data?.status === SendWhatsappFileMessage.emptyCaption) setCaptionProblem(refused);
    else setRefusal(refused);
    if (answer?.data && !refused) {
      setFile(null);
      setCaption('');
    }
  };

  const choose = (chosen: File) => {
    const problem = fileProblemOf(chosen);
    setRefusal(problem);
    setCaptionProblem(null);
    setFile(problem ? null : chosen);
  };

  return (
    <Form layout="vertical" onFinish={() => void (file ? submitFile(file) : submitText())} style={{ marginBlockStart: 8 }}>
      {file ? (
        <Form.Item label={t('whatsappChat.composer.caption')} htmlFor={ids.caption} validateStatus={captionProblem ? 'error' : undefined} help={captionProblem ? t(captionProblem) : undefined} style={{ marginBlockEnd: 8 }}>
          <Input
            id={ids.caption}
            value={caption}
            dir="auto"
            maxLength={maxCaption}
            placeholder={t('whatsappChat.composer.captionPlaceholder')}
            onChange={(e) => {
              setCaption(e.target.value);
              setCaptionProblem(null);
            }}
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('whatsappChat.composer.label')} htmlFor={ids.text} style={{ marginBlockEnd: 8 }}>
          <Input.TextArea
            id={ids.text}
            value={text}
            dir="auto"
            maxLength={maxText}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('whatsappChat.composer.placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              setRefusal(null);
            }}
            onPressEnter={(e) => {
              // Enter sends, Shift+Enter starts a new line (as chat windows do).
              if (!e.shiftKey) {
                e.preventDefault();
                void submitText();
              }
            }}
          />
        </Form.Item>
      )}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center" style={{ minWidth: 0 }}>
          <Upload accept={acceptedTypes.join(',')} showUploadList={false} beforeUpload={(chosen) => {
              choose(chosen);
              // Kept here: it goes with the caption, through the API.
              return false;
            }}>
            <Button>{t('whatsappChat.composer.attach')}</Button>
          </Upload>
          {file && (
            <>
              <bdi dir="auto" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {file.name}
              </bdi>
              <Button type="link" onClick={() => {
                  setFile(null);
                  setCaptionProblem(null);
                }}>
                {t('whatsappChat.composer.removeFile')}
              </Button>
            </>
          )}
        </Flex>
        <Button type="primary" htmlType="submit" loading={sending} disabled={file ? false : !text.trim()}>
          {t(file ? 'whatsappChat.composer.sendFile' : 'whatsappChat.composer.send')}
        </Button>
      </Flex>
    </Form>
  );
}
