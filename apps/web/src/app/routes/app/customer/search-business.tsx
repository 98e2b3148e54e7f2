import { SearchForm } from '../../../../features/businesses/components/search-form';
import { useTitle } from '../../../../hooks/use-title';

export default function SearchBusinessRoute() {
  useTitle('Search Business');
  return <SearchForm />;
}
