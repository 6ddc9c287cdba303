/** The chat's settings (kept per user by the server) and the full-screen switch. */
import { CompressOutlined, ExpandOutlined } from '@ant-design/icons';
import { Button, Flex, Radio, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatDestinationFilter, ChatSettings } from '../../api/generated/chat';

interface Props {
  settings: Required<ChatSettings>;
  onSettings: (change: ChatSettings) => void;
  fullscreen: boolean;
  onFullscreen: () => void;
}

export function ChatToolbar({ settings, onSettings, fullscreen, onFullscreen }: Props) {
  const { t } = useTranslation();
  const soundId = useId();
  return (
    <Flex gap={16} align="center" wrap>
      <Radio.Group
        aria-label={t('chat.toolbar.filter')}
        optionType="button"
        value={settings.destinationFilter}
        onChange={(e) => onSettings({ destinationFilter: e.target.value as ChatDestinationFilter })}
        options={[
          { value: 'responding', label: t('chat.toolbar.responding') },
          { value: 'all', label: t('chat.toolbar.all') },
        ]}
      />
      <Flex gap={8} align="center">
        <Switch id={soundId} checked={settings.newMessageSound} onChange={(on) => onSettings({ newMessageSound: on })} />
        <Typography.Text>
          <label htmlFor={soundId}>{t('chat.toolbar.sound')}</label>
        </Typography.Text>
      </Flex>
      <Button icon={fullscreen ? <CompressOutlined aria-hidden /> : <ExpandOutlined aria-hidden />} onClick={onFullscreen} aria-pressed={fullscreen}>
        {t(fullscreen ? 'chat.toolbar.exitFullscreen' : 'chat.toolbar.fullscreen')}
      </Button>
    </Flex>
  );
}
