import { SearchResults } from '../../../../features/businesses/components/search-results';
import { useTitle } from '../../../../hooks/use-title';

export default function SearchResultsRoute() {
  useTitle('Search results');
  return <SearchResults />;
}
