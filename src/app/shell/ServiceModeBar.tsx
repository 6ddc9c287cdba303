/**
 * The service-mode bar (section 2): text, voice, WhatsApp, newsletter, landing page. A row
 * along the bottom on small screens; a compact rail on the inline-end edge on large ones.
 */
import { LayoutOutlined, MailOutlined, MessageOutlined, SoundOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../state/hooks';
import { serviceModes, type ServiceMode } from '../state/serviceMode';
import { useScreens } from './useScreens';
import { useServiceModeChoice } from './useServiceModeChoice';
import { bottomBarHeight, sideRailWidth } from './layoutSizes';

/** The bottom bar's height, which the page content leaves free. */

/** The side rail's width, likewise. */


const icons: Record<ServiceMode, ReactNode> = {
  text: <MessageOutlined aria-hidden />,
  voice: <SoundOutlined aria-hidden />,
  whatsapp: <WhatsAppOutlined aria-hidden />,
  newsletter: <MailOutlined aria-hidden />,
  landingPage: <LayoutOutlined aria-hidden />,
};

/** Message-type colours (section 3): text primary, voice blue, WhatsApp green. */
function useModeColors(): Record<ServiceMode, string> {
  const { token } = theme.useToken();
  return { text: token.colorPrimary, voice: '#1677ff', whatsapp: '#25d366', newsletter: token.purple6, landingPage: token.orange6 };
}

export function ServiceModeBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { large } = useScreens();
  const mode = useAppSelector((s) => s.serviceMode.mode);
  const choose = useServiceModeChoice();
  const colors = useModeColors();

  const container: CSSProperties = large
    ? {
        position: 'fixed',
        insetInlineEnd: 0,
        top: '50%',
        transform: 'translateY(-50%)',
        width: sideRailWidth,
        flexDirection: 'column',
        padding: '8px 6px',
        borderStartStartRadius: token.borderRadiusLG,
        borderEndStartRadius: token.borderRadiusLG,
        borderInlineEnd: 'none',
      }
    : {
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: bottomBarHeight,
        flexDirection: 'row',
        padding: '4px 4px calc(4px + env(safe-area-inset-bottom))',
        borderInline: 'none',
        borderBlockEnd: 'none',
      };

  return (
    <nav
      aria-label={t('shell.serviceMode.label')}
      style={{
        display: 'flex',
        gap: 4,
        zIndex: 20,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: token.boxShadowSecondary,
        ...container,
      }}
    >
      {serviceModes.map((item) => {
        const active = item === mode;
        const color = colors[item];
        return (
          <button
            key={item}
            type="button"
            aria-pressed={active}
            onClick={() => choose(item)}
            style={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              minHeight: large ? 56 : undefined,
              padding: '4px 2px',
              border: 'none',
              borderRadius: token.borderRadius,
              cursor: 'pointer',
              font: 'inherit',
              fontSize: token.fontSizeSM,
              lineHeight: 1.2,
              // A tint of the mode's colour and a marker on the edge: white text on these
              // colours would be too faint to read.
              color: active ? token.colorText : token.colorTextSecondary,
              fontWeight: active ? token.fontWeightStrong : undefined,
              background: active ? `${color}24` : 'transparent',
              [large ? 'borderInlineStart' : 'borderBlockStart']: `3px solid ${active ? color : 'transparent'}`,
              transition: `background ${token.motionDurationMid}`,
            }}
          >
            <span style={{ fontSize: 20, color }}>{icons[item]}</span>
            <span>{t(`shell.serviceMode.${item}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}
