/**
 * The help speed dial (section 2): WhatsApp chat, Messenger chat (when the brand has a
 * Messenger link) and a call to support. Phones hide it while scrolled down; white-label
 * brands never show it.
 */
import { CommentOutlined, CustomerServiceOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telLink, whatsappLink } from './supportLinks';
import { useBrand } from './useBrand';
import { useScreens } from './useScreens';

/** Scrolled further than this on a phone, the dial steps aside. */
export const helpDialScrollLimit = 10;

function useScrolledDown(limit: number): boolean {
  const [down, setDown] = useState(() => window.scrollY > limit);
  useEffect(() => {
    const onScroll = () => setDown(window.scrollY > limit);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [limit]);
  return down;
}

export function HelpDial({ raised = 0 }: { raised?: number }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { mobile } = useScreens();
  const scrolledDown = useScrolledDown(helpDialScrollLimit);
  const phone = brand?.supportPhone;
  const messenger = brand?.infoLinks?.messenger;
  if (!brand || brand.isWhiteLable || !phone || (mobile && scrolledDown)) return null;

  return (
    <FloatButton.Group
      trigger="click"
      type="primary"
      icon={<CustomerServiceOutlined />}
      tooltip={t('shell.support.help')}
      aria-label={t('shell.support.help')}
      style={{ insetBlockEnd: 24 + raised }}
    >
      <FloatButton
        icon={<WhatsAppOutlined />}
        href={whatsappLink(phone)}
        target="_blank"
        tooltip={t('shell.support.whatsapp')}
        aria-label={t('shell.support.whatsapp')}
      />
      {messenger && (
        <FloatButton icon={<CommentOutlined />} href={messenger} target="_blank" tooltip={t('shell.support.messenger')} aria-label={t('shell.support.messenger')} />
      )}
      <FloatButton icon={<PhoneOutlined />} href={telLink(phone)} tooltip={t('shell.support.call')} aria-label={t('shell.support.call')} />
    </FloatButton.Group>
  );
}
