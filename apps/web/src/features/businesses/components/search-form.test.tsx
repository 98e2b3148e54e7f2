import { screen, waitFor } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it } from 'vitest';
import { callsTo, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { SearchForm } from './search-form';

const categories = ok({ '0': 'Hair & Beauty', '1': 'Barber' });
const routes = [{ path: '/client-appointmentDetails', element: <p>Results page</p> }];

describe('Search form', () => {
  it('asks for at least one filter and searches nothing', async () => {
    const fetch = routeFetch({ 'GET /business/categories': categories });
    const { user } = renderWithProviders(<SearchForm />, { route: '/search-business', routes });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.searchNeedsFilter);
    expect(callsTo(fetch, 'GET /business')).toHaveLength(0);
  });

  it('offers the categories behind a placeholder option', async () => {
    routeFetch({ 'GET /business/categories': categories });
    const { user } = renderWithProviders(<SearchForm />);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    expect(await screen.findByRole('option', { name: 'Barber' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '--Select Category ---' })).toBeInTheDocument();
  });

  it('says nothing was found and stays on the form', async () => {
    routeFetch({ 'GET /business/categories': categories, 'GET /business': ok([]) });
    const { user, router } = renderWithProviders(<SearchForm />, {
      route: '/search-business',
      routes,
    });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.type(screen.getByLabelText('City'), 'Nowhere');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.searchNothing);
    expect(router.state.location.pathname).toBe('/search-business');
  });

  it('asks in one box, the other fields behind More filters, open when the address holds one', async () => {
    routeFetch({ 'GET /business/categories': categories });
    const { user } = renderWithProviders(<SearchForm />, { route: '/search-business', routes });
    const more = screen.getByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Name, category or place')).toBeVisible();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('City')).toBeVisible());
  });

  it('opens More filters when the address already has a city', async () => {
    routeFetch({ 'GET /business/categories': categories });
    renderWithProviders(<SearchForm />, { route: '/search-business?city=Auckland', routes });
    expect(screen.getByRole('button', { name: 'More filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Auckland');
  });

  it('opens the results with the criteria in the URL', async () => {
    const fetch = routeFetch({
      'GET /business/categories': categories,
      'GET /business': ok([{ _id: 'b1', name: 'Ponsonby Hair Studio' }]),
    });
    const { user, router } = renderWithProviders(<SearchForm />, {
      route: '/search-business',
      routes,
    });
    await user.type(screen.getByLabelText('Name, category or place'), '  hair ');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await screen.findByRole('option', { name: 'Hair & Beauty' });
    await user.selectOptions(screen.getByLabelText('Category'), '0');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Results page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?name=hair&category=0');
    const [call] = callsTo(fetch, 'GET /business');
    expect(call?.url.searchParams.get('name')).toBe('hair');
    expect(call?.url.searchParams.get('category')).toBe('0');
    await waitFor(() => expect(call?.url.searchParams.has('city')).toBe(false));
  });
});
