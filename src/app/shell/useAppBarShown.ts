import { useSearchParams } from 'react-router-dom';
import { useBrand } from '../ui/useBrand';

/**
 * Whether this page shows the app bar (and with it the shell around the page): not on bare
 * routes, for brands that hide it, nor with ?hide=1.
 */
export function useAppBarShown(bare: boolean): boolean {
  const [search] = useSearchParams();
  const brand = useBrand();
  return !(bare || brand?.hideAppBar || search.get('hide') === '1');
}
