/**
 * The service the user works in (section 4): text (default), voice, whatsapp, and the two
 * that open the external newsletter service (newsletter, landing page) without changing it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { holdsPermission, isPrimaryUser } from '../../domain/access';
import { Permission } from '../../domain/permissions';
import type { User } from '../api/generated/main';

export const serviceModes = ['text', 'voice', 'whatsapp', 'newsletter', 'landingPage'] as const;
export type ServiceMode = (typeof serviceModes)[number];
/** Modes the app itself switches to; the others only open the external service. */
export type AppServiceMode = 'text' | 'voice' | 'whatsapp';

export interface ServiceModeState {
  mode: AppServiceMode;
}

const initialState: ServiceModeState = { mode: 'text' };

export const serviceModeSlice = createSlice({
  name: 'serviceMode',
  initialState,
  reducers: {
    modeSet(state, action: PayloadAction<AppServiceMode>) {
      state.mode = action.payload;
    },
  },
});

export const { modeSet } = serviceModeSlice.actions;

export type ModeChoice =
  | { kind: 'switch'; mode: AppServiceMode }
  | { kind: 'openExternal'; mode: 'newsletter' | 'landingPage' }
  | { kind: 'refused'; messageKey: string; fallback: AppServiceMode };

/** Section 4's rules for choosing a mode, as one pure decision; permissions as the one access rule holds them (domain/access), as the modes' operations check them. */
export function chooseServiceMode(user: User, wanted: ServiceMode): ModeChoice {
  switch (wanted) {
    case 'whatsapp':
      return holdsPermission(user, Permission.whatsapp)
        ? { kind: 'switch', mode: 'whatsapp' }
        : { kind: 'refused', messageKey: 'errors.other.dontHaveWhatsappPermission', fallback: 'text' };
    case 'voice':
      return holdsPermission(user, Permission.voice)
        ? { kind: 'switch', mode: 'voice' }
        : { kind: 'refused', messageKey: 'errors.other.dontHaveVoicePermission', fallback: 'text' };
    case 'newsletter':
    case 'landingPage':
      return holdsPermission(user, Permission.newsletter) || user.isUserAllowedNewsletter
        ? { kind: 'openExternal', mode: wanted }
        : { kind: 'refused', messageKey: 'errors.other.dontHaveNewsletterPermission', fallback: 'text' };
    default:
      return { kind: 'switch', mode: 'text' };
  }
}

/** The stored mode counts only for a primary user (adminId 0); everyone else starts in text. */
export function modeAfterSignIn(user: User, stored: AppServiceMode): AppServiceMode {
  if (!isPrimaryUser(user)) return 'text';
  const choice = chooseServiceMode(user, stored);
  return choice.kind === 'switch' ? choice.mode : 'text';
}
