/** Removal by typing the number (/remove-number, and /remove without a link's hash). */
import { useState } from 'react';
import { useAddNumberToBlackListPublicMutation } from '../../api/generated/auth';
import { displayPhone } from '../../../domain/phones';
import { OutcomeAlert } from './OutcomeAlert';
import { PhoneForm } from './PhoneForm';
import { isFinal, publicOutcome, type Outcome } from './removeOutcome';

export function RemoveNumberForm() {
  const [add, { isLoading }] = useAddNumberToBlackListPublicMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (phone: string) => {
    setOutcome(null);
    const answer = await add({ body: { phone } });
    // A failed request was already shown by the base query; the form stays for another try.
    if ('data' in answer && answer.data) setOutcome({ kind: publicOutcome(answer.data.data?.status), phone: displayPhone(phone) });
  };

  return (
    <>
      {outcome && <OutcomeAlert outcome={outcome} />}
      {!(outcome && isFinal(outcome.kind)) && <PhoneForm submitting={isLoading} onSubmit={(phone) => void submit(phone)} />}
    </>
  );
}
