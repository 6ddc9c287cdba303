/**
 * After a landing page is linked, the user goes back to the landing-page system after five
 * seconds (section 9), or at once with the button.
 */
import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paragraph } from '../../ui/text';
import { goToNewsletterService } from './openNewsletterService';

export const returnAfterSeconds = 5;

export function ReturnCountdown({ to }: { to: string }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(returnAfterSeconds);
  useEffect(() => {
    if (seconds <= 0) {
      goToNewsletterService(to);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, to]);
  return (
    <Flex vertical gap={12} align="flex-start">
      <Paragraph secondary>
        <span role="timer" aria-live="polite">
          {t('newsletters.link.returning', { seconds: Math.max(seconds, 0) })}
        </span>
      </Paragraph>
      <Button type="primary" onClick={() => goToNewsletterService(to)}>
        {t('newsletters.link.returnNow')}
      </Button>
    </Flex>
  );
}
