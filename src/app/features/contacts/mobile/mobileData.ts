/**
 * The quick-send settings of a list bound to a mobile number (MobileData, section 3) as the
 * form holds them, and back. Unsubscribing by reply (option 2) needs an attached reply
 * number to receive the replies (section 5).
 */
import { normalizeListPhone } from '../../../../domain/phones';
import type { MobileData } from '../../../api/generated/contacts';

export type UnsubscribeOption = NonNullable<MobileData['unsubscribeOption']>;
export const unsubscribeOptions: readonly UnsubscribeOption[] = [0, 2, 3];
export const unsubscribeByReply: UnsubscribeOption = 2;

export interface MobileFormValues {
  sourceNumber: string;
  attachedNumber: string;
  unsubscribeOption: UnsubscribeOption;
  isServiceActive: boolean;
  isAllowResponse: boolean;
  permittedNumbers: string[];
}

export const formValuesOf = (data: MobileData | undefined): MobileFormValues => ({
  sourceNumber: data?.sourceNumber ?? '',
  attachedNumber: data?.attachedNumber ?? '',
  unsubscribeOption: data?.unsubscribeOption ?? 0,
  isServiceActive: data?.isServiceActive ?? false,
  isAllowResponse: data?.isAllowResponse ?? false,
  permittedNumbers: data?.permittedNumbers ?? [],
});

/** Empty numbers are left out rather than sent blank; the server keeps its own display form. */
export function mobileDataOf(values: MobileFormValues): MobileData {
  const source = values.sourceNumber.trim();
  const attached = values.attachedNumber.trim();
  return {
    ...(source ? { sourceNumber: source } : {}),
    ...(attached ? { attachedNumber: attached } : {}),
    unsubscribeOption: values.unsubscribeOption,
    isServiceActive: values.isServiceActive,
    isAllowResponse: values.isAllowResponse,
    permittedNumbers: values.permittedNumbers.map((n) => n.trim()).filter(Boolean),
  };
}

export const isListPhone = (raw: string): boolean => normalizeListPhone(raw) !== null;
