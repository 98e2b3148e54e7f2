import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { LoadState } from './load-state';

function Screen({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['load-state', 'test'], queryFn: load });
  return <LoadState query={query}>{(text) => <p>{text}</p>}</LoadState>;
}

describe('LoadState', () => {
  it('says a load failed and shows the screen once Retry succeeds', async () => {
    let calls = 0;
    const load = async () => {
      if (++calls === 1) throw new Error('Failed to fetch');
      return 'Ponsonby Hair Studio';
    };
    const { user } = renderWithProviders(<Screen load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('Ponsonby Hair Studio')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
