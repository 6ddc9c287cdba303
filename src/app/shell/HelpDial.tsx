/**
 * The help speed dial (section 2): WhatsApp chat, Messenger chat (when the brand has a
 * Messenger link) and a call to support. Phones hide it while scrolled down; white-label
 * brands never show it. Drawn without antd: the dial shows on every page, /login included.
 */
import { CloseOutlined, CommentOutlined, CustomerServiceOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telLink, whatsappLink } from './supportLinks';
import { LightButton, LightButtonLink } from '../ui/lightButton';
import { useBrand } from '../ui/useBrand';
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
  const [open, setOpen] = useState(false);
  const listId = useId();
  const phone = brand?.supportPhone;
  const messenger = brand?.infoLinks?.messenger;
  if (!brand || brand.isWhiteLable || !phone || (mobile && scrolledDown)) return null;

  const action = (label: string, icon: React.ReactNode, link: string, external: boolean) => (
    <LightButtonLink
      round
      large
      icon={icon}
      href={link}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      aria-label={label}
      title={label}
      style={{ boxShadow: '0 2px 8px rgba(0,0,0,0.15)' }}
    />
  );

  const column = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 } as const;
  return (
    <div style={{ ...column, position: 'fixed', insetInlineEnd: 24, insetBlockEnd: 24 + raised, zIndex: 100 }}>
      {open && (
        <div id={listId} role="group" aria-label={t('shell.support.help')} style={column}>
          {action(t('shell.support.whatsapp'), <WhatsAppOutlined style={{ color: '#128c4b' }} />, whatsappLink(phone), true)}
          {messenger && action(t('shell.support.messenger'), <CommentOutlined />, messenger, true)}
          {action(t('shell.support.call'), <PhoneOutlined />, telLink(phone), false)}
        </div>
      )}
      <LightButton
        kind="primary"
        round
        large
        icon={open ? <CloseOutlined /> : <CustomerServiceOutlined />}
        aria-label={t('shell.support.help')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        title={t('shell.support.help')}
        onClick={() => setOpen((v) => !v)}
        style={{ boxShadow: '0 2px 8px rgba(0,0,0,0.2)' }}
      />
    </div>
  );
}
