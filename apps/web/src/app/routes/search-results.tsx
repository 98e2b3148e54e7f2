import { businessesTexts } from '@timeapp/domain/businesses-texts';
import { SearchResults } from '../../features/businesses/components/search-results';
import { useTitle } from '../../hooks/use-title';
import { OpenToVisitors } from './open-to-visitors';

/** Search results, open to visitors: each card opens the business's public page. */
export default function SearchResultsRoute() {
  useTitle(businessesTexts.searchResults);
  return (
    <OpenToVisitors>
      <SearchResults />
    </OpenToVisitors>
  );
}
