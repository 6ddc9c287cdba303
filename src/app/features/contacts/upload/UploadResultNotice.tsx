/**
 * A list just created from a file opens with the result of that upload on top: the
 * navigation carried it (UploadFile), so nothing is asked again.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { UploadedState } from './UploadFile';
import { ImportResultView } from './ImportResultView';

export function UploadResultNotice({ contactListId }: { contactListId: number }) {
  const location = useLocation();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const result = (location.state as Partial<UploadedState> | null)?.uploadResult;
  if (!result || result.contactListId !== contactListId || closedFor === location.key) return null;
  return <ImportResultView result={result} onClose={() => setClosedFor(location.key)} />;
}
