/** Removal by typing the number (/remove-number, and /remove without a link's hash). */
import { useState } from 'react';
import { useAddNumberToBlackListPublicMutation } from '../../api/generated/auth';
import { displayPhone } from '../../../domain/phones';
import { useBrand } from '../../ui/useBrand';
import { RobotCheck } from '../../ui/RobotCheck';
import { OutcomeAlert } from './OutcomeAlert';
import { PhoneForm } from './PhoneForm';
import { isFinal, publicOutcome, type Outcome } from './removeOutcome';

export function RemoveNumberForm() {
  const [add, { isLoading }] = useAddNumberToBlackListPublicMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Anyone may remove any number, so on a brand with a robot check only a person may.
  const siteKey = useBrand()?.siteKey;
  const [recaptchaToken, setRecaptchaToken] = useState<string>();
  const [robotReset, setRobotReset] = useState(0);

  const submit = async (phone: string) => {
    if (siteKey && !recaptchaToken) return setOutcome({ kind: 'robotCheck', phone: displayPhone(phone) });
    setOutcome(null);
    const answer = await add({ body: { phone, recaptchaToken } });
    // A token is good for one request.
    if (siteKey) setRobotReset((n) => n + 1);
    // A failed request was already shown by the base query; the form stays for another try.
    if ('data' in answer && answer.data) setOutcome({ kind: publicOutcome(answer.data.data?.status), phone: displayPhone(phone) });
  };

  const done = outcome && isFinal(outcome.kind);
  return (
    <>
      {outcome && <OutcomeAlert outcome={outcome} />}
      {!done && siteKey && <RobotCheck siteKey={siteKey} resetSignal={robotReset} onToken={setRecaptchaToken} />}
      {!done && <PhoneForm submitting={isLoading} onSubmit={(phone) => void submit(phone)} />}
    </>
  );
}
