/**
 * Choosing a service mode (section 4), shared by the service-mode bar and the menu's
 * newsletter item: switch and go to the send page, refuse with an error, or open the
 * external newsletter service keeping the current mode.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '../router/paths';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { notify } from '../state/notifications';
import { chooseServiceMode, modeSet, type ServiceMode } from '../state/serviceMode';
import { useBrand } from '../ui/useBrand';
import { useNewsletterHandOff } from '../features/newsletters/useNewsletterHandOff';

export function useServiceModeChoice(): (wanted: ServiceMode) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.session.user);
  const brand = useBrand();
  const handOff = useNewsletterHandOff();

  return useCallback(
    (wanted: ServiceMode) => {
      if (!user) return;
      const choice = chooseServiceMode(user, wanted);
      switch (choice.kind) {
        case 'switch':
          dispatch(modeSet(choice.mode));
          // WhatsApp sends templates from its own page, not the SMS composer (issue 19).
          navigate(href(choice.mode === 'whatsapp' ? 'whatsappCampaignChat' : 'campaign'));
          return;
        case 'refused':
          dispatch(notify({ severity: 'error', message: choice.messageKey }));
          // Voice or WhatsApp without permission falls back to text; a refused newsletter
          // never left the current mode, so it stays.
          if (wanted === 'voice' || wanted === 'whatsapp') dispatch(modeSet(choice.fallback));
          return;
        case 'openExternal':
          // A service of the brand's own is opened as it is; otherwise the product's service
          // (the embedded simulator by default) through an account and a single-use link.
          if (brand?.newsletterUrl) window.open(brand.newsletterUrl, '_blank', 'noopener,noreferrer');
          else void handOff(choice.mode);
          return;
      }
    },
    [dispatch, navigate, user, brand, handOff],
  );
}
