/**
 * Asks the browser, on the user's click (browsers refuse a request without one), to allow
 * desktop notifications, so a WhatsApp message that arrives while this tab is hidden still
 * reaches the user (section 9). Shown only while the browser has not been asked yet.
 */
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const permissionNow = (): NotificationPermission | 'unsupported' => (typeof window.Notification === 'undefined' ? 'unsupported' : window.Notification.permission);

export function DesktopNotificationsButton() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(permissionNow);
  if (permission !== 'default') return null;
  return (
    <Button
      size="small"
      onClick={() => {
        void Promise.resolve(window.Notification.requestPermission())
          .catch(() => 'denied' as const)
          .then(setPermission);
      }}
    >
      {t('whatsappChat.page.allowDesktop')}
    </Button>
  );
}
