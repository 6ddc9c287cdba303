/** The sender names a user may share with its sub-users: its own approved, active ones. */
import { useGetSourceNamesQuery } from '../../api/generated/campaigns';

export function useSourceNameOptions(): string[] {
  const { data } = useGetSourceNamesQuery();
  return (data?.data ?? []).filter((s) => s.status === 'approved' && s.active !== false && s.name).map((s) => s.name!);
}
