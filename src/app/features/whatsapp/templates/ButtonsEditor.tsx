/**
 * The template's buttons: call to action (a website or a phone call) and quick replies (up to
 * 10). What is wrong with them shows under each group (templateProblems).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WhatsAppButton } from '../../../api/generated/whatsapp';
import { templateLimits } from '../../../../domain/whatsapp';

interface Props {
  actions: WhatsAppButton[];
  replies: string[];
  onActions: (actions: WhatsAppButton[]) => void;
  onReplies: (replies: string[]) => void;
  actionProblem: string | null;
  replyProblem: string | null;
}

export function ButtonsEditor({ actions, replies, onActions, onReplies, actionProblem, replyProblem }: Props) {
  const { t } = useTranslation();
  const setAction = (i: number, change: Partial<WhatsAppButton>) => onActions(actions.map((a, j) => (j === i ? { ...a, ...change } : a)));
  return (
    <>
      <Form.Item label={t('whatsapp.builder.callToAction')} validateStatus={actionProblem ? 'error' : undefined} help={actionProblem ? t(actionProblem) : undefined}>
        <Flex vertical gap={8}>
          {actions.map((a, i) => (
            <Flex key={i} gap={8} wrap>
              <Select
                aria-label={t('whatsapp.builder.actionType')}
                value={a.type}
                style={{ width: 120 }}
                onChange={(type) => setAction(i, { type, url: undefined, number: undefined })}
                options={(['website', 'call'] as const).map((v) => ({ value: v, label: t(`whatsapp.builder.action.${v}`) }))}
              />
              <Input aria-label={t('whatsapp.builder.buttonLabel', { n: i + 1 })} placeholder={t('whatsapp.builder.buttonTextPlaceholder')} maxLength={templateLimits.buttonText} value={a.text} onChange={(e) => setAction(i, { text: e.target.value })} style={{ flex: 1, minWidth: 140 }} />
              {a.type === 'call' ? (
                <Input dir="ltr" aria-label={t('whatsapp.builder.callNumberLabel', { n: i + 1 })} placeholder="972501234567" value={a.number} onChange={(e) => setAction(i, { number: e.target.value })} style={{ flex: 1, minWidth: 140 }} />
              ) : (
                <Input dir="ltr" aria-label={t('whatsapp.builder.websiteUrl', { n: i + 1 })} placeholder="https://" value={a.url} onChange={(e) => setAction(i, { url: e.target.value })} style={{ flex: 1, minWidth: 140 }} />
              )}
              <Button aria-label={t('whatsapp.builder.removeButton')} icon={<DeleteOutlined />} onClick={() => onActions(actions.filter((_, j) => j !== i))} />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} disabled={actions.length >= templateLimits.websites + templateLimits.calls} onClick={() => onActions([...actions, { type: 'website', text: '', url: '' }])} style={{ alignSelf: 'start' }}>
            {t('whatsapp.builder.addAction')}
          </Button>
        </Flex>
      </Form.Item>
      <Form.Item label={t('whatsapp.builder.quickReplies')} validateStatus={replyProblem ? 'error' : undefined} help={replyProblem ? t(replyProblem) : undefined}>
        <Flex vertical gap={8}>
          {replies.map((r, i) => (
            <Flex key={i} gap={8}>
              <Input aria-label={t('whatsapp.builder.quickReply', { n: i + 1 })} maxLength={templateLimits.buttonText} value={r} onChange={(e) => onReplies(replies.map((v, j) => (j === i ? e.target.value : v)))} />
              <Button aria-label={t('whatsapp.builder.removeButton')} icon={<DeleteOutlined />} onClick={() => onReplies(replies.filter((_, j) => j !== i))} />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} disabled={replies.length >= templateLimits.quickReplies} onClick={() => onReplies([...replies, ''])} style={{ alignSelf: 'start' }}>
            {t('whatsapp.builder.addQuickReply')}
          </Button>
        </Flex>
      </Form.Item>
    </>
  );
}
