/**
 * The onboarding form shows create-user's answers itself: a section-8 error that belongs to a
 * field (name, id, document, address, e-mail, website, picture) goes under that field; any
 * other goes to the toasts. The texts are the status table's, so a code reads the same here
 * as anywhere else.
 */
import { statusShownByPage } from '../../../api/baseQuery';
import { statusMessageFor, type StatusMessage } from '../../../api/statusMessages';
import { WhatsappCreateUser } from '../../../../contract/statusCodes';

statusShownByPage('whatsappCreateUser');

export type OnboardingField = 'clientName' | 'clientId' | 'idFile' | 'address' | 'email' | 'website' | 'profilePicture';

const fieldOfCode: Partial<Record<number, OnboardingField>> = {
  [WhatsappCreateUser.invalidName]: 'clientName',
  [WhatsappCreateUser.invalidId]: 'clientId',
  [WhatsappCreateUser.invalidDocument]: 'idFile',
  [WhatsappCreateUser.invalidAddress]: 'address',
  [WhatsappCreateUser.invalidEmail]: 'email',
  [WhatsappCreateUser.invalidWebsite]: 'website',
  [WhatsappCreateUser.invalidPicture]: 'profilePicture',
};

export function onboardingOutcome(status: number | undefined): { field?: OnboardingField; message?: StatusMessage } {
  if (status === undefined) return {};
  return { field: fieldOfCode[status], message: statusMessageFor('whatsappCreateUser', status) };
}
