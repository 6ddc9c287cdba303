/**
 * The verified numbers a user's parent may share with it: the numbers the parent may send from
 * itself (get-verified-numbers for the parent, already narrowed by the parent's own shared
 * list). Attached numbers are the platform's, shared with everyone, so they are not offered.
 */
import { useGetVerifiedNumbersQuery } from '../../api/generated/campaigns';

export function useVerifiedNumberOptions(parentId: number | undefined): string[] {
  const { data } = useGetVerifiedNumbersQuery({ body: { userId: parentId ?? 0 } }, { skip: !parentId });
  return (data?.data ?? []).filter((n) => !n.isAttached && n.phone).map((n) => n.phone!);
}
