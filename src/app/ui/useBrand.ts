/**
 * The white-label brand of this host (section 1): logo, support contacts, agreement file,
 * buy-package link, newsletter service. One cached query; every shell part reads it here.
 */
import { useGetAppMetaDataQuery, type AppMetaData } from '../api/generated/auth';

export function useBrand(): AppMetaData | undefined {
  const { data } = useGetAppMetaDataQuery({ body: { hostname: window.location.hostname } });
  return data?.data;
}
