/** Removal from a message's unsubscribe link: the recipient confirms the number the link was sent to. */
import { useState } from 'react';
import { useAddNumberToBlackListByHashMutation } from '../../api/generated/auth';
import { displayPhone } from '../../../domain/phones';
import { OutcomeAlert } from './OutcomeAlert';
import { PhoneForm } from './PhoneForm';
import { hashOutcome, isFinal, type Outcome } from './removeOutcome';

/**
 * The link's hash is account.phone.issued.signature (server unsubscribeLink.ts): the phone in
 * it only pre-fills the field — the server checks the signature and that the typed number matches.
 */
export function phoneInHash(hash: string): string | undefined {
  const phone = /^\d+\.(\d{6,16})\./.exec(hash)?.[1];
  return phone ? displayPhone(phone) : undefined;
}

export function RemoveByHashForm({ hash, linkPhone }: { hash: string; linkPhone?: string }) {
  const [add, { isLoading }] = useAddNumberToBlackListByHashMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (phone: string) => {
    setOutcome(null);
    const answer = await add({ body: { hash, phone } });
    if ('data' in answer && answer.data) setOutcome({ kind: hashOutcome(answer.data.data?.status), phone: displayPhone(phone) });
  };

  return (
    <>
      {outcome && <OutcomeAlert outcome={outcome} />}
      {!(outcome && isFinal(outcome.kind)) && (
        <PhoneForm initialPhone={linkPhone ?? phoneInHash(hash)} submitting={isLoading} onSubmit={(phone) => void submit(phone)} />
      )}
    </>
  );
}
