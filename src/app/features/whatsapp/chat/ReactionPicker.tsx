/** Reacting to a customer's message (send-reaction): a few emojis, and taking ours back (an empty emoji). */
import { Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const reactionChoices = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

interface Props {
  ours: string | undefined;
  onReact: (emoji: string) => void;
}

export function ReactionPicker({ ours, onReact }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose = (emoji: string) => {
    setOpen(false);
    onReact(emoji);
  };
  const content = (
    <Flex gap={4} wrap align="center">
      {reactionChoices.map((emoji) => (
        <Button key={emoji} type={emoji === ours ? 'primary' : 'text'} aria-label={t('whatsappChat.message.reactWith', { emoji })} onClick={() => choose(emoji)}>
          {emoji}
        </Button>
      ))}
      {ours && (
        <Button type="link" onClick={() => choose('')}>
          {t('whatsappChat.message.removeReaction')}
        </Button>
      )}
    </Flex>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen}>
      <Button type="text" size="small" aria-label={t('whatsappChat.message.react')}>
        ☺
      </Button>
    </Popover>
  );
}
