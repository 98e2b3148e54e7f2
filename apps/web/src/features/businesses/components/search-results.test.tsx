import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { SearchResults } from './search-results';

// Issue 29: searching by category showed the category's key ('8') under 'Search results'.
describe('Search results', () => {
  it('names the category searched, never its key', async () => {
    routeFetch({ 'GET /business': ok([]) });
    renderWithProviders(<SearchResults />, {
      route: '/client-appointmentDetails?category=8&city=Wellington',
    });
    expect(await screen.findByText('Restaurant · Wellington')).toBeInTheDocument();
    expect(screen.queryByText(/\b8\b/)).toBeNull();
  });
});
