import { SearchForm } from '../../features/businesses/components/search-form';
import { useTitle } from '../../hooks/use-title';
import { OpenToVisitors } from './open-to-visitors';
import { screenTexts } from '@timeapp/domain/messages';

/** Search is open to everyone (docs/product-rules.md 2.2), and so are its results. */
export default function SearchBusinessRoute() {
  useTitle(screenTexts.searchBusiness.title);
  return (
    <OpenToVisitors>
      <SearchForm />
    </OpenToVisitors>
  );
}
